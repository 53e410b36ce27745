// The password reset's calls for its two pages: sending the link (our server's e-mail, or
// Firebase's), checking a link when its page opens, and saving the new password.
import { useEffect, useState } from 'react';
import {
  PASSWORD_RESET_TEXTS,
  type PasswordResetCheck,
  type PublicConfig,
} from '@hostel/shared-schema';
import { ApiError, authApi } from '../../../lib/api';
import { authFormErrorText } from '../auth-errors';

/** Sends the reset link for `email`; answers what the page then says. */
export async function sendResetLink(config: PublicConfig, email: string): Promise<string> {
  if (config.identity.provider === 'firebase') {
    const sdk = await import('../../../lib/providers/firebase-identity');
    await sdk.firebaseSendPasswordReset(config.identity, email);
    return PASSWORD_RESET_TEXTS.firebaseSent;
  }
  await authApi.requestPasswordReset(email);
  return PASSWORD_RESET_TEXTS.requestSent;
}

export type ResetLinkState =
  | { status: 'checking' }
  | { status: 'dead'; why: string }
  | ({ status: 'live' } & PasswordResetCheck);

/** Why a refused link does not work, or undefined when the refusal is not about the link. */
export const deadLinkReason = (error: unknown): string | undefined =>
  error instanceof ApiError && error.field === 'token' ? error.message : undefined;

/** The link's state, checked with the server once its page opens. */
export function useResetLink(token: string) {
  const [link, setLink] = useState<ResetLinkState>({ status: 'checking' });
  useEffect(() => {
    let live = true;
    setLink({ status: 'checking' });
    authApi.checkPasswordReset(token).then(
      (answer) => live && setLink({ status: 'live', ...answer }),
      (error: unknown) =>
        live && setLink({ status: 'dead', why: deadLinkReason(error) ?? authFormErrorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return { link, setLink };
}

/** Sets the new password: the server signs this browser in and every other device out. */
export const saveNewPassword = (token: string, newPassword: string) =>
  authApi.completePasswordReset({ token, newPassword });
