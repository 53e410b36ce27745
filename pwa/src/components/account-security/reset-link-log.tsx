// The log of password-reset links the kitchen issued for this resident (when the hostel sends
// no e-mail, an admin hands a link over): when, by whom, until when, and whether it was used.
// A link the resident did not ask for is theirs to notice here.
import type { ResetLinkLogEntry } from '@hostel/shared-schema';
import { formatClock, formatDate } from '../../lib/format';
import { useResetLinkLog } from './use-account-security';

const when = (time: number) => `${formatDate(time)}, ${formatClock(time)}`;

function outcome(entry: ResetLinkLogEntry, now: number): string {
  if (entry.usedAt !== null) return `used ${when(entry.usedAt)}`;
  if (entry.expiresAt <= now) return 'expired unused';
  return `unused, works until ${when(entry.expiresAt)}`;
}

export function ResetLinkLog() {
  const { data: entries } = useResetLinkLog();
  if (!entries) return null;
  const now = Date.now();
  return (
    <div className="account-security__reset-log">
      <h3 className="account-security__subtitle">Password reset links</h3>
      {entries.length === 0 ? (
        <p className="muted">No admin has issued a password reset link for you.</p>
      ) : (
        <ul aria-label="Password reset links issued for you">
          {entries.map((entry) => (
            <li key={entry.issuedAt}>
              {when(entry.issuedAt)} by {entry.issuedBy}: {outcome(entry, now)}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">
        If you did not ask for a link, change your password and tell the kitchen.
      </p>
    </div>
  );
}
