// The account-security card's server calls: the account's sign-ins and whether it has
// a password, changing the password, signing out everywhere else. Online only, through
// lib/server-query; both writes reload the account before they resolve.
import type { ChangePasswordBody } from '@hostel/shared-schema';
import { authApi } from '../../lib/api';
import { useServerMutation, useServerQuery } from '../../lib/server-query';

const ACCOUNT = ['auth', 'account'] as const;

export function useAccountSecurity() {
  // A failed read (offline, signed out) shows nothing new: the card keeps its buttons, which say
  // why they are disabled.
  return useServerQuery(ACCOUNT, () => authApi.account());
}

export function useChangePassword() {
  return useServerMutation((body: ChangePasswordBody) => authApi.changePassword(body), [ACCOUNT]);
}

export function useSignOutEverywhere() {
  return useServerMutation(() => authApi.signOutEverywhere(), [ACCOUNT]);
}

/** The password-reset links admins issued for this account (the resident's log). */
export function useResetLinkLog() {
  return useServerQuery(['auth', 'reset-links'], () => authApi.resetLinkLog());
}
