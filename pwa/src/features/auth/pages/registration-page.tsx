// Registration (spec §2, §5, §8): name, email, photo file and password with the spec's
// messages; the photo goes with POST /api/auth/register as a multipart file. 'Registered
// Succesfully' and signed in (back to where the visitor was going), or the error code raw.
// Every rule a field breaks shows at once; the photo says it is required before any submit; the
// password can be shown while typed.
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { MESSAGES, VALIDATION } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { Input } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { AuthForm, EmailInput } from '../components/auth-form';
import { useAuthForm } from '../hooks/use-auth-form';
import { PasswordInput } from '../components/password-input';
import { useIdentityPreload } from '../hooks/use-identity-preload';
import { IMAGE_ACCEPT } from '../image-file';
import { registrationErrors, type RegistrationValues } from '../registration-rules';

/** Said under the photo picker from the start: a resident learns it is needed before sending. */
export const PHOTO_HINT = 'Required: a JPG, JPEG, PNG or WEBP photo of you';

export function RegistrationPage() {
  const { register } = useAuth();
  useIdentityPreload();
  const form = useAuthForm({
    initial: { name: '', email: '', password: '', image: null as File | null },
    validate: ({ image, ...text }) => registrationErrors(text, image),
    send: ({ image, ...text }: RegistrationValues & { image: File | null }) => {
      // validate() already refused a missing photo; this narrows the type.
      if (!image) throw new Error(VALIDATION.imageRequired);
      return register({
        name: text.name.trim(),
        email: text.email.trim(),
        password: text.password,
        image,
      });
    },
    success: MESSAGES.registered,
  });
  const image = form.values.image;
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (!image || !image.type.startsWith('image/')) return setPreview(undefined);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  if (form.redirect) return <Navigate to={form.redirect} replace />;

  return (
    <AuthForm
      title="Create your account"
      lead="Join to review meals, request them and subscribe to a package."
      formLabel="Registration"
      submitLabel="Register"
      form={form}
      switchPrompt="Already have an account?"
      switchTo={paths.login}
      switchLabel="Log in"
    >
      <Input
        label="Name"
        autoComplete="name"
        placeholder="Your full name"
        {...form.field('name')}
      />
      <EmailInput {...form.field('email')} />
      <div className="auth-photo">
        <img className="auth-photo__preview" src={preview ?? '/default-avatar.png'} alt="" />
        <Input
          label="Photo"
          name="image"
          type="file"
          accept={IMAGE_ACCEPT}
          hint={PHOTO_HINT}
          aria-required
          error={form.errors.image}
          onChange={(event) => form.change('image', event.target.files?.[0] ?? null)}
        />
      </div>
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        placeholder="6+ characters with a symbol"
        {...form.field('password')}
      />
    </AuthForm>
  );
}
