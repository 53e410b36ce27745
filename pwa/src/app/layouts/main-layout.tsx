// Main layout of spec §2: navigation bar, the page, footer. Lazy pages suspend inside it, so the
// bar and footer stay put while a page's code loads. The page area is at least one screen tall
// (main-layout.css): a short page never shows bare background below the footer, and the footer
// never paints on screen before a page's content arrives and then jumps away (layout shift).
// A signed-in resident also gets the tab bar on phones (resident-tab-bar.tsx).
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { StorageNotice } from '../../components/sync';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ResidentTabBar } from './resident-tab-bar';
import './main-layout.css';

export function MainLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <StorageNotice />
      <main id="main" tabIndex={-1} className="main-layout__page">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ResidentTabBar />
    </>
  );
}

/** Login and registration live outside the main layout (spec §2). */
export function BareLayout() {
  return (
    <main id="main">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
