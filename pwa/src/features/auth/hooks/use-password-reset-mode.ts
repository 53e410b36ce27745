// How this installation resets a forgotten password (GET /api/public-config): an e-mailed link
// from our server, Firebase's own e-mail, or a link the kitchen (an admin) issues.
import type { PasswordResetMode, PublicConfig } from '@hostel/shared-schema';
import { usePublicConfig } from '../../../lib/providers/public-config';

export function usePasswordResetMode(): { mode?: PasswordResetMode; config?: PublicConfig } {
  const config = usePublicConfig();
  return { mode: config?.passwordReset, config };
}
