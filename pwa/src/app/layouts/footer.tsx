// Footer of spec §2: product title and tagline, Home / Meals / Contact links, and a newsletter
// box that does nothing (spec §1), plus "Install app" when the browser offers it.
import { Download } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { NewsletterBox } from '../../components/newsletter-box';
import { Button } from '../../components/ui';
import { paths } from '../../lib/paths';
import { useInstallPrompt } from '../../pwa/install-prompt';
import './footer.css';

export function Footer() {
  const install = useInstallPrompt();
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__about">
          <div className="footer__brand">
            <img src="/logo.png" alt="" width={40} height={40} />
            <p className="footer__title">{MESSAGES.footerTitle}</p>
          </div>
          <p className="footer__tagline">{MESSAGES.footerTagline}</p>
          {install && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Download aria-hidden size={16} />}
              onClick={() => void install()}
              className="footer__install"
            >
              Install app
            </Button>
          )}
        </div>
        <nav className="footer__links" aria-label="Footer">
          <Link to={paths.home}>Home</Link>
          <Link to={paths.allMeals}>Meals</Link>
          <Link to={paths.contact}>Contact</Link>
        </nav>
        <NewsletterBox idPrefix="footer" />
      </div>
    </footer>
  );
}
