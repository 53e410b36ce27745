// The Google sign-in button: shown only when the identity provider offers Google (Firebase,
// from /api/public-config; the embedded default does not). Success 'Logged In by Google',
// failure the error code (spec §8).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { Button, toast } from '../../../components/ui';
import { authErrorText } from '../auth-errors';
import { useIdentityPreload } from '../hooks/use-identity-preload';
import { useReturnPath } from '../hooks/use-return-path';

export function GoogleButton({ disabled }: { disabled?: boolean }) {
  const offered = useIdentityPreload();
  const { signInWithGoogle } = useAuth();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [busy, setBusy] = useState(false);
  if (!offered) return null;
  const run = async () => {
    setBusy(true);
    try {
      await signInWithGoogle();
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
