// Home (spec §2) with the resident's plan and today's menu at the top: banner with the newsletter box, meal tabs, package prices, contact form and the
// image marquee.
import { Banner } from '../components/banner';
import { ContactForm } from '../components/contact-form';
import { ImageMarquee } from '../components/image-marquee';
import { MealTabs } from '../components/meal-tabs';
import { PackagePrices } from '../components/package-prices';
import { YourPlan } from '../../../components/package-cover/your-plan';
import { TodayMenu } from '../../../components/menu-slots/today-menu';
import { usePageTitle } from '../../../lib/use-page-title';
import './home.css';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <YourPlan />
      <TodayMenu />
      <Banner />
      <MealTabs />
      <ImageMarquee />
      <PackagePrices />
      <ContactForm />
    </>
  );
}
