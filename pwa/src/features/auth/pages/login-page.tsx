// Login (spec §2, §5, §8): email and password with the spec's messages, 'LogIn Succesfully',
// 'Invalid User or Password' for the invalid-credentials code (other codes raw), then back to
// the page the visitor was going to. Google sign-in shows only when a provider offers it.
// "Forgot password?" leads to the reset request; the password can be shown while typed.
import { Link, Navigate } from 'react-router-dom';
import { loginBodySchema, MESSAGES } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { paths } from '../../../lib/paths';
import { AuthForm, EmailInput } from '../components/auth-form';
import { GoogleButton } from '../components/google-button';
import { PasswordInput } from '../components/password-input';
import { fieldErrors } from '../form-errors';
import { useAuthForm } from '../hooks/use-auth-form';

export function LoginPage() {
  const { signIn } = useAuth();
  const form = useAuthForm({
    initial: { email: '', password: '' },
    validate: (values) => fieldErrors(loginBodySchema, values),
    send: (values) => signIn(values.email.trim(), values.password),
    success: MESSAGES.loginSuccess,
  });

  if (form.redirect) return <Navigate to={form.redirect} replace />;

  return (
    <AuthForm
      title="Welcome back"
      lead="Log in to like, review and request your hostel meals."
      formLabel="Login"
      submitLabel="Login"
      form={form}
      actions={<GoogleButton disabled={form.busy} />}
      switchPrompt="New here?"
      switchTo={paths.registration}
      switchLabel="Create an account"
    >
      <EmailInput {...form.field('email')} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        {...form.field('password')}
      />
      <p className="auth-form__links">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </p>
    </AuthForm>
  );
}
