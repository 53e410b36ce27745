// The visitor prompt of spec §6: 'You are not Logged In' with a 'Login Page' button to /login
// (remembering where the visitor was, so login brings them back).
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { returnToState } from '../app/auth/return-to';
import { paths } from '../lib/paths';
import { AlertDialog } from './ui';

export function LoginPrompt({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={MESSAGES.notLoggedIn}
      description="Log in to like, review and request meals."
      confirmLabel={MESSAGES.loginPage}
      destructive={false}
      onConfirm={() => {
        onOpenChange(false);
        navigate(paths.login, { state: returnToState(location) });
      }}
    />
  );
}
