// The error page of spec §2: unknown routes (and a route that fails to load) land here, with
// the spec's heading, text, picture, Go Back and Go Home as written. Beyond the spec, an unknown
// route also says that no page lives at its address and offers a search of the meals, and a page
// that failed offline says it needs a connection (its code is fetched on first use: the pages
// that only work online are not kept for offline use, scripts/precache-plan.ts).
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { useOnline } from '../../components/sync/use-connection-status';
import { Button, Input } from '../../components/ui';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import './error-page.css';

/** What a page that failed to load offline says beside the spec's words. */
export const OFFLINE_PAGE_REASON = 'You are offline: this page needs a connection.';

/** `notFound`: the address names no page (the router's catch-all), not a page that failed. */
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  const navigate = useNavigate();
  const online = useOnline();
  usePageTitle(MESSAGES.errorPageHeading);
  return (
    <main className="error-page" id="main">
      <img src="/error-picture.png" alt="A dizzy face" width={200} height={200} />
      <h1>{MESSAGES.errorPageHeading}</h1>
      <p className="muted">{MESSAGES.errorPageText}</p>
      {!notFound && !online && <p>{OFFLINE_PAGE_REASON}</p>}
      <div className="error-page__actions">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
        <Button onClick={() => navigate(paths.home)}>Go Home</Button>
      </div>
      {notFound && <NoPageHere />}
    </main>
  );
}

function NoPageHere() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <section className="error-page__lost" aria-labelledby="no-page-here">
      <p id="no-page-here">
        No page lives at <code className="error-page__address">{pathname}</code>. Looking for a
        meal?
      </p>
      <form
        role="search"
        aria-label="Search the meals"
        className="error-page__search"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(text.trim() ? paths.allMealsSearch(text.trim()) : paths.allMeals);
        }}
      >
        <Input
          label="Search meals by name"
          hideLabel
          type="search"
          placeholder="Search meals by name"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" icon={<Search aria-hidden size={18} />}>
          Search meals
        </Button>
      </form>
    </section>
  );
}
