// The error page of spec §2: unknown routes (and a route that fails to load) land here.
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { Button } from '../../components/ui';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import './error-page.css';

export function ErrorPage() {
  const navigate = useNavigate();
  usePageTitle(MESSAGES.errorPageHeading);
  return (
    <main className="error-page" id="main">
      <img src="/error-picture.png" alt="A dizzy face" width={200} height={200} />
      <h1>{MESSAGES.errorPageHeading}</h1>
      <p className="muted">{MESSAGES.errorPageText}</p>
      <div className="error-page__actions">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
        <Button onClick={() => navigate(paths.home)}>Go Home</Button>
      </div>
    </main>
  );
}
