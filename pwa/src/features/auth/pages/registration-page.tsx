// Registration (spec §2, §5, §8): name, email, photo file and password with the spec's
// messages; the photo goes with POST /api/auth/register as a multipart file. 'Registered
// Succesfully' and signed in (back to where the visitor was going), or the error code raw.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { Button, Input, toast } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { authErrorText } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { hasErrors, type FieldErrors } from '../form-errors';
import { useReturnPath } from '../hooks/use-return-path';
import { IMAGE_ACCEPT } from '../image-file';
import {
  registrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../registration-rules';

export function RegistrationPage() {
  const { user, register } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  const [values, setValues] = useState<RegistrationValues>({ name: '', email: '', password: '' });
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!image || !image.type.startsWith('image/')) return setPreview(undefined);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  if (user && !busy) return <Navigate to={returnPath} replace />;

  const revalidate = (nextValues: RegistrationValues, nextImage: File | null) => {
    if (submitted) setErrors(registrationErrors(nextValues, nextImage));
  };
  const change = (field: keyof RegistrationValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    revalidate(next, image);
  };
  const pick = (file: File | null) => {
    setImage(file);
    revalidate(values, file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = registrationErrors(values, image);
    setErrors(found);
    if (hasErrors(found) || !image) return;
    setBusy(true);
    try {
      await register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        image,
      });
      toast.success(MESSAGES.registered);
      navigate(returnPath, { replace: true });
    } catch (error) {
      toast.error(authErrorText(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      lead="Join to review meals, request them and subscribe to a package."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} state={location.state}>
            Log in
          </Link>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={submit} aria-label="Registration">
        <Input
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Your full name"
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
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
        <div className="auth-photo">
          <img className="auth-photo__preview" src={preview ?? '/default-avatar.png'} alt="" />
          <Input
            label="Photo"
            name="image"
            type="file"
            accept={IMAGE_ACCEPT}
            hint="JPG, JPEG, PNG or WEBP"
            error={errors.image}
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
          />
        </div>
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="6+ characters with a symbol"
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <div className="auth-form__actions">
          <Button type="submit" size="lg" block loading={busy}>
            Register
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
