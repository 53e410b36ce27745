// The Google sign-in button: rendered only when a provider that offers Google is registered
// (none by default). Success 'Logged In by Google', failure the error code (spec §8).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { Button, toast } from '../../../components/ui';
import { authErrorText } from '../auth-errors';
import { googleSignIn } from '../google-sign-in';
import { useReturnPath } from '../hooks/use-return-path';

export function GoogleButton({ disabled }: { disabled?: boolean }) {
  const signIn = googleSignIn();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [busy, setBusy] = useState(false);
  if (!signIn) return null;
  const run = async () => {
    setBusy(true);
    try {
      await signIn();
      toast.success(MESSAGES.googleLoginSuccess);
      navigate(returnPath, { replace: true });
    } catch (error) {
      toast.error(authErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="lg" block loading={busy} disabled={disabled} onClick={run}>
      Continue with Google
    </Button>
  );
}
