// OnlineOnlyButton: a Button for an action that needs the server (payments, requests, admin
// actions; docs/decisions/0041-pwa-behaviour-where-the-spec-is-silent.md). Offline it is disabled
// and says why, as a tooltip and as text for screen readers, instead of failing silently.
import { Button, Tooltip, type ButtonProps } from '../ui';
import { useOnline } from './use-connection-status';

export const OFFLINE_REASON = 'You are offline: this needs a connection.';

export function OnlineOnlyButton({ disabled, ...rest }: ButtonProps) {
  const online = useOnline();
  if (online) return <Button disabled={disabled} {...rest} />;
  return (
    <Tooltip content={OFFLINE_REASON}>
      <Button {...rest} disabled aria-describedby={undefined} title={OFFLINE_REASON} />
      <span className="visually-hidden">{OFFLINE_REASON}</span>
    </Tooltip>
  );
}
