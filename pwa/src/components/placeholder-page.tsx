// Stand-in for a screen that another engineer is building, so every route of spec §2 exists.
import type { ReactNode } from 'react';

export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="container section">
      <h1>{title}</h1>
      <p className="muted">This screen is on its way.</p>
      {children}
    </section>
  );
}
