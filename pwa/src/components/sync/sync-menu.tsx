// The sync menu the nav bar's indicator opens: the connection and what waits, then "Changes not
// saved", the writes the server refused that the resident has not seen yet, each with what it was
// and the server's reason. Closing the menu marks them seen (sync-indicator.tsx).
import type { SyncRejection } from '@hostel/shared-schema';
import { formatDate } from '../../lib/format';
import { notSavedLine } from './refused-words';

export function SyncMenu({
  state,
  online,
  refused,
}: {
  state: string;
  online: boolean;
  refused: readonly SyncRejection[];
}) {
  return (
    <div className="sync-menu">
      <p className="sync-menu__state">{state}</p>
      <p className="sync-menu__note muted">
        {online
          ? 'Changes you make are sent to the server at once.'
          : 'Changes you make are kept on this device and sent when you are back online.'}
      </p>
      {refused.length > 0 && (
        <section className="sync-menu__refused" aria-labelledby="sync-menu-refused">
          <h2 id="sync-menu-refused" className="sync-menu__title">
            Changes not saved
          </h2>
          <ul className="sync-menu__list">
            {refused.map((rejection) => (
              <li key={rejection.id} className="sync-menu__item">
                <span className="sync-menu__what">{notSavedLine(rejection)}</span>
                <span className="sync-menu__reason">{rejection.reason}</span>
                <span className="sync-menu__when muted">{formatDate(rejection.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
