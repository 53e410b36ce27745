// The form cycle login and registration share (spec §5, §8): the fields' values and messages
// (after a first submit the messages follow the typing, react-hook-form's "reValidate on
// change"), then send, toast the success text and go back to where the visitor was going; a
// failure toasts the error code's text and gives the form back. A visitor already signed in is
// sent on (`redirect`), except while this form's own sign-in is finishing.
// Beside the spec's toast, the failure stays on the form in words (`formError`, until the next
// try); a refused submit moves to the first invalid field; offline, the form says it cannot
// sign in now (`offline`) and does not send.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../app/auth';
import { useOnline } from '../../../components/sync';
import { toast } from '../../../components/ui';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { authErrorText, authFormErrorText } from '../auth-errors';
import { hasErrors, type FieldErrors } from '../form-errors';
import { useReturnPath } from './use-return-path';

type TextField<V> = { [F in keyof V]: V[F] extends string ? F : never }[keyof V] & string;

export function useAuthForm<V extends object>({
  initial,
  validate,
  send,
  success,
}: {
  initial: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  send: (values: V) => Promise<unknown>;
  /** The spec's toast after a successful send. */
  success: string;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const online = useOnline();
  const { ref: formRef, refused } = useFocusFirstInvalid();

  const change = <F extends keyof V>(field: F, value: V[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Name, value, message and change handler of a text input. */
  const field = (name: TextField<V>) => ({
    name,
    value: String(values[name]),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      change(name, event.target.value as V[typeof name]),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return refused();
    if (!online) return;
    setBusy(true);
    setFormError(undefined);
    try {
      await send(values);
      toast.success(success);
      navigate(returnPath, { replace: true });
    } catch (error) {
      toast.error(authErrorText(error));
      setFormError(authFormErrorText(error));
      setBusy(false);
    }
  };

  return {
    values,
    errors,
    busy,
    formError,
    offline: !online,
    formRef,
    change,
    field,
    submit,
    redirect: user && !busy ? returnPath : undefined,
  };
}
