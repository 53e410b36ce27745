// Home (spec §2) with today's menu at the top: banner with the newsletter box, meal tabs, package prices, contact form and the
// image marquee.
import { Banner } from '../components/banner';
import { ContactForm } from '../components/contact-form';
import { ImageMarquee } from '../components/image-marquee';
import { MealTabs } from '../components/meal-tabs';
import { PackagePrices } from '../components/package-prices';
import { TodayMenu } from '../../../components/menu-slots/today-menu';
import { usePageTitle } from '../../../lib/use-page-title';
import './home.css';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <TodayMenu />
      <Banner />
      <MealTabs />
      <ImageMarquee />
      <PackagePrices />
      <ContactForm />
    </>
  );
}
