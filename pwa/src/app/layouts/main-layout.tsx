// Main layout of spec §2: navigation bar, the page, footer. Lazy pages suspend inside it, so the
// bar and footer stay put while a page's code loads.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function MainLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} style={{ minHeight: '60vh', outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
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
