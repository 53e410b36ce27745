// The login and registration form inside the auth card: the fields, a large submit button with
// its spinner (plus any other action, e.g. Google), and the link to the other screen, which
// carries the remembered return path along (spec §2). Above the fields: the last failure in
// words (it stays until the next try) or, offline, that signing in waits for the connection.
import type { ComponentProps, FormEvent, ReactNode, RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Input } from '../../../components/ui';
import { AuthCard } from './auth-card';

/** What the sign-in and registration forms say while the device is offline. */
export const AUTH_OFFLINE_TEXT = "You're offline: sign in when connected";

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

/**
 * Above an auth form's fields: offline, that it waits for the connection; else a status line
 * (e.g. "the link is on its way") or the last failure in words, which stays until the next try.
 */
export function AuthFormNotice({
  offline,
  status,
  error,
}: {
  offline?: boolean;
  status?: ReactNode;
  error?: ReactNode;
}) {
  if (offline || status) {
    return (
      <p className="auth-form__notice" role="status">
        {offline ? AUTH_OFFLINE_TEXT : status}
      </p>
    );
  }
  if (!error) return null;
  return (
    <p className="auth-form__notice auth-form__notice--error" role="alert">
      {error}
    </p>
  );
}

export function AuthForm({
  title,
  lead,
  formLabel,
  submitLabel,
  form: { busy, submit, formError, offline, formRef },
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
  form: {
    busy: boolean;
    submit: (event: FormEvent) => Promise<void>;
    formError?: string;
    offline?: boolean;
    formRef?: RefObject<HTMLFormElement | null>;
  };
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
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-label={formLabel}>
        <AuthFormNotice offline={offline} error={formError} />
        {children}
        <div className="auth-form__actions">
          <Button type="submit" size="lg" block loading={busy} disabled={offline}>
            {submitLabel}
          </Button>
          {actions}
        </div>
      </form>
    </AuthCard>
  );
}
