// The page a reset link opens (/reset-password#token=…; the token stays in the fragment, so it
// is never in a request line or a Referer). The link is checked first: a dead one says so and
// offers a new one; a live one names its account and asks for the new password twice (the
// registration rules, every broken rule at once). Saving signs this browser in and every other
// device of the account out.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_RESET_TEXTS, passwordResetFormSchema } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { useOnline } from '../../../components/sync';
import { Button, Spinner, toast } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { usePageTitle } from '../../../lib/use-page-title';
import { authFormErrorText } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { AuthFormNotice } from '../components/auth-form';
import { PasswordInput } from '../components/password-input';
import { deadLinkReason, saveNewPassword, useResetLink } from '../hooks/use-password-reset';
import { everyFieldError, hasErrors, type FieldErrors } from '../form-errors';

type Fields = { newPassword: string; confirmPassword: string };

const tokenIn = (hash: string) => new URLSearchParams(hash.slice(1)).get('token') ?? '';

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const online = useOnline();
  const form = useFocusFirstInvalid();
  const token = tokenIn(useLocation().hash);
  const { link, setLink } = useResetLink(token);
  const [values, setValues] = useState<Fields>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Fields>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (field: keyof Fields, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(everyFieldError(passwordResetFormSchema, next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = everyFieldError(passwordResetFormSchema, values);
    setErrors(found);
    if (hasErrors(found)) return form.refused();
    if (!online) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await saveNewPassword(token, values.newPassword);
      await refresh();
      toast.success(PASSWORD_RESET_TEXTS.passwordReset);
      navigate(paths.home, { replace: true });
    } catch (error) {
      const dead = deadLinkReason(error);
      if (dead) setLink({ status: 'dead', why: dead });
      else setFailure(authFormErrorText(error));
      setBusy(false);
    }
  };

  const footer = (
    <>
      Remembered it? <Link to={paths.login}>Log in</Link>
    </>
  );

  if (link.status === 'checking') {
    return (
      <AuthCard title="Choose a new password" lead="Checking your link…" footer={footer}>
        <Spinner label="Checking the link" />
      </AuthCard>
    );
  }
  if (link.status === 'dead') {
    return (
      <AuthCard title="This link does not work" lead={link.why} footer={footer}>
        <Button asChild size="lg" block>
          <Link to={paths.forgotPassword}>Ask for a new link</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      lead={`For ${link.email}. Saving it signs out your other devices.`}
      footer={footer}
    >
      <form
        ref={form.ref}
        className="auth-form"
        noValidate
        onSubmit={submit}
        aria-label="Choose a new password"
      >
        <AuthFormNotice offline={!online} error={failure} />
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          placeholder="6+ characters with a symbol"
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(event) => change('newPassword', event.target.value)}
        />
        <PasswordInput
          label="Repeat the new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => change('confirmPassword', event.target.value)}
        />
        <div className="auth-form__actions">
          <Button type="submit" size="lg" block loading={busy} disabled={!online}>
            Save the new password
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
