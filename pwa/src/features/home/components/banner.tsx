// The home banner: a welcome and the newsletter box that does nothing (spec §1).
import { Link } from 'react-router-dom';
import { NewsletterBox } from '../../../components/newsletter-box';
import { Button } from '../../../components/ui';
import { paths } from '../../../lib/paths';

export function Banner() {
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="container banner__inner">
        <div className="banner__text">
          <p className="banner__eyebrow">Breakfast, lunch and dinner, sorted</p>
          <h1 id="banner-title" className="banner__title">
            Good food for every hostel day
          </h1>
          <p className="banner__lead">
            See today&apos;s menu, like the dishes you love, review them and request a meal in a
            tap.
          </p>
          <Button asChild size="lg">
            <Link to={paths.allMeals}>Browse meals</Link>
          </Button>
        </div>
        <div className="banner__newsletter">
          <NewsletterBox idPrefix="banner" tone="banner" />
        </div>
      </div>
    </section>
  );
}
