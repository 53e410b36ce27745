// The frame of the login and registration screens (outside the main layout, spec §2): the
// product's logo linking home, a title, and the form.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import './auth-card.css';

export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="auth-screen">
      <Card as="section" className="auth-card" aria-labelledby="auth-title">
        <Link to={paths.home} className="auth-card__brand">
          <img src="/logo.png" alt="" width={36} height={36} />
          Hostel Meals
        </Link>
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__lead muted">{lead}</p>
        {children}
        <p className="auth-card__switch">{footer}</p>
      </Card>
    </div>
  );
}
