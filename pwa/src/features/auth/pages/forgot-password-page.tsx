// "Forgot password?" (beyond the spec): the e-mail of the account, then a one-time link by
// e-mail — from our server (SMTP_URL) or, with Firebase as the identity provider, Firebase's own
// reset e-mail. Without mail, the page says to ask the kitchen (an admin) for a link. The answer
// reads the same whether or not the address has an account; it stays on the page.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { emailSchema, PASSWORD_RESET_TEXTS } from '@hostel/shared-schema';
import { useOnline } from '../../../components/sync';
import { Button, Spinner } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { authFormErrorText } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { AuthFormNotice, EmailInput } from '../components/auth-form';
import { sendResetLink } from '../hooks/use-password-reset';
import { usePasswordResetMode } from '../hooks/use-password-reset-mode';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const { mode, config } = usePasswordResetMode();
  const online = useOnline();
  const form = useFocusFirstInvalid();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return form.refused();
    if (!online || !config) return;
    setBusy(true);
    setFailure(undefined);
    try {
      setSent(await sendResetLink(config, parsed.data));
    } catch (caught) {
      setFailure(authFormErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <>
      Remembered it? <Link to={paths.login}>Log in</Link>
    </>
  );

  if (!mode) {
    return (
      <AuthCard title="Reset your password" lead="" footer={back}>
        <Spinner label="Loading" />
      </AuthCard>
    );
  }
  if (mode === 'admin-link') {
    return (
      <AuthCard title="Reset your password" lead={PASSWORD_RESET_TEXTS.askAnAdmin} footer={back}>
        <p className="muted">
          The kitchen gives you a link that opens a page to choose a new password. Your profile
          lists every link issued for you.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      lead="Enter the e-mail of your account: we send it a link to choose a new password."
      footer={back}
    >
      <form
        ref={form.ref}
        className="auth-form"
        noValidate
        onSubmit={submit}
        aria-label="Password reset"
      >
        <AuthFormNotice offline={!online} status={sent} error={failure} />
        <EmailInput
          name="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="auth-form__actions">
          <Button type="submit" size="lg" block loading={busy} disabled={!online}>
            Send reset link
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
