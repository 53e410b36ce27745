// Login (spec §2, §5, §8): email and password with the spec's messages, 'LogIn Succesfully',
// 'Invalid User or Password' for the invalid-credentials code (other codes raw), then back to
// the page the visitor was going to. Google sign-in shows only when a provider offers it.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginBodySchema, MESSAGES } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { Button, Input, toast } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { authErrorText } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { fieldErrors, hasErrors, type FieldErrors } from '../form-errors';
import { useReturnPath } from '../hooks/use-return-path';

type Field = 'email' | 'password';

export function LoginPage() {
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  if (user && !busy) return <Navigate to={returnPath} replace />;

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, errors follow the typing (react-hook-form's "reValidate on change").
    if (submitted) setErrors(fieldErrors(loginBodySchema, next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = fieldErrors<Field>(loginBodySchema, values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await signIn(values.email.trim(), values.password);
      toast.success(MESSAGES.loginSuccess);
      navigate(returnPath, { replace: true });
    } catch (error) {
      toast.error(authErrorText(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      lead="Log in to like, review and request your hostel meals."
      footer={
        <>
          New here?{' '}
          <Link to={paths.registration} state={location.state}>
            Create an account
          </Link>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={submit} aria-label="Login">
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Your password"
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <div className="auth-form__actions">
          <Button type="submit" size="lg" block loading={busy}>
            Login
          </Button>
          <GoogleButton disabled={busy} />
        </div>
      </form>
    </AuthCard>
  );
}
