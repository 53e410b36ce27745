// The login and registration form inside the auth card: the fields, a large submit button with
// its spinner (plus any other action, e.g. Google), and the link to the other screen, which
// carries the remembered return path along (spec §2).
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Input } from '../../../components/ui';
import { AuthCard } from './auth-card';

/** The email field both forms ask for. */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, 'label'>) {
  return (
    <Input
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

export function AuthForm({
  title,
  lead,
  formLabel,
  submitLabel,
  form: { busy, submit },
  actions,
  switchPrompt,
  switchTo,
  switchLabel,
  children,
}: {
  title: string;
  lead: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  /** From useAuthForm. */
  form: { busy: boolean; submit: (event: FormEvent) => Promise<void> };
  /** More buttons under the submit button. */
  actions?: ReactNode;
  switchPrompt: string;
  switchTo: string;
  switchLabel: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <AuthCard
      title={title}
      lead={lead}
      footer={
        <>
          {switchPrompt}{' '}
          <Link to={switchTo} state={location.state}>
            {switchLabel}
          </Link>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={submit} aria-label={formLabel}>
        {children}
        <div className="auth-form__actions">
          <Button type="submit" size="lg" block loading={busy}>
            {submitLabel}
          </Button>
          {actions}
        </div>
      </form>
    </AuthCard>
  );
}
