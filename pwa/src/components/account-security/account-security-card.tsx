// The profile's "Account security" card: how many devices are signed in, "Change
// password" for accounts with a password (embedded identity provider), and "Sign out everywhere".
// Both end every other sign-in of the account; this device stays signed in. Online only.
// Under them, the log of password-reset links admins issued for the account.
import { useState } from 'react';
import { ACCOUNT_SECURITY_TEXTS } from '@hostel/shared-schema';
import { isServerAnswer } from '../../lib/server-query';
import { OnlineOnlyButton } from '../sync';
import { AlertDialog, Card, toast } from '../ui';
import { ChangePasswordForm } from './change-password-form';
import { ResetLinkLog } from './reset-link-log';
import { useAccountSecurity, useSignOutEverywhere } from './use-account-security';
import '../dashboard/dashboard-pages.css';
import './account-security.css';

export function AccountSecurityCard() {
  const { data: account } = useAccountSecurity();
  const signOutEverywhereCall = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      // Signs the other devices out, then reloads the account (its count of sign-ins).
      await signOutEverywhereCall.run(undefined);
      toast.success(ACCOUNT_SECURITY_TEXTS.signedOutEverywhere);
      setConfirming(false);
    } catch (error) {
      toast.error(isServerAnswer(error) ? error.message : 'Something went Wrong');
    } finally {
      setBusy(false);
    }
  };

  const others = account ? account.sessions - 1 : undefined;
  return (
    <Card
      as="section"
      className="profile-about account-security"
      aria-labelledby="account-security-title"
    >
      <h2 id="account-security-title" className="profile-about__title">
        Account security
      </h2>
      <p className="muted" aria-live="polite">
        {others === undefined
          ? 'Your sign-ins on other devices end when you change your password.'
          : others === 0
            ? 'You are signed in on this device only.'
            : `You are also signed in on ${others} other ${others === 1 ? 'device' : 'devices'}.`}
      </p>
      {account?.hasPassword && <ChangePasswordForm />}
      <div className="account-security__everywhere">
        <div>
          <h3 className="account-security__subtitle">Sign out everywhere</h3>
          <p className="muted">Signs you out on every other phone or computer.</p>
        </div>
        <OnlineOnlyButton variant="secondary" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </OnlineOnlyButton>
      </div>
      <ResetLinkLog />
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="Every other device signed in to your account will be signed out. This one stays signed in."
        confirmLabel="Sign out everywhere"
        busy={busy}
        onConfirm={() => void signOutEverywhere()}
      />
    </Card>
  );
}
