// Home (spec §2): banner with the newsletter box, meal tabs, package prices, contact form and the
// image marquee.
import { Banner } from '../components/banner';
import { ContactForm } from '../components/contact-form';
import { ImageMarquee } from '../components/image-marquee';
import { MealTabs } from '../components/meal-tabs';
import { PackagePrices } from '../components/package-prices';
import { usePageTitle } from '../../../lib/use-page-title';
import './home.css';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <Banner />
      <MealTabs />
      <ImageMarquee />
      <PackagePrices />
      <ContactForm />
    </>
  );
}
