// "Change password": current password, new password and its confirmation, checked with the
// shared zod schema (the server checks the same rules and the current password). A wrong current
// password comes back as a field error; success signs out every other device.
import { useState, type FormEvent } from 'react';
import { ACCOUNT_SECURITY_TEXTS, changePasswordFormSchema } from '@hostel/shared-schema';
import { fieldErrorOf, isServerAnswer } from '../../lib/server-query';
import { OnlineOnlyButton } from '../sync';
import { Input, toast } from '../ui';
import { useChangePassword } from './use-account-security';

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;
const EMPTY: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' };

const LABELS: Record<keyof Fields, { label: string; autoComplete: string }> = {
  currentPassword: { label: 'Current password', autoComplete: 'current-password' },
  newPassword: { label: 'New password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Repeat the new password', autoComplete: 'new-password' },
};

/** The first message per field, as the form shows them. */
function validate(fields: Fields): FieldErrors {
  const result = changePasswordFormSchema.safeParse(fields);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Fields;
    errors[key] ??= issue.message;
  }
  return errors;
}

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    const first = (Object.keys(LABELS) as (keyof Fields)[]).find((key) => found[key]);
    if (first) {
      document.getElementById(`password-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      // Changes the password, then reloads the account (other sign-ins ended).
      await changePassword.run({
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      });
      setFields(EMPTY);
      toast.success(ACCOUNT_SECURITY_TEXTS.passwordChanged);
    } catch (error) {
      const named = fieldErrorOf(error);
      if (named && named.field in LABELS) {
        setErrors({ [named.field]: named.message });
        document.getElementById(`password-${named.field}`)?.focus();
      } else {
        toast.error(isServerAnswer(error) ? error.message : 'Something went Wrong');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="account-security__subtitle">
        Change password
      </h3>
      <div className="profile-about__grid">
        {(Object.keys(LABELS) as (keyof Fields)[]).map((key) => (
          <Input
            key={key}
            id={`password-${key}`}
            type="password"
            name={key}
            label={LABELS[key].label}
            autoComplete={LABELS[key].autoComplete}
            value={fields[key]}
            error={errors[key]}
            onChange={(event) => {
              const value = event.target.value;
              setFields((current) => ({ ...current, [key]: value }));
              setErrors((current) => ({ ...current, [key]: undefined }));
            }}
          />
        ))}
      </div>
      <div className="profile-about__actions">
        <OnlineOnlyButton type="submit" loading={busy}>
          Change password
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
