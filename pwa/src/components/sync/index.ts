export { OFFLINE_REASON, OnlineOnlyButton } from './online-only';
export { SyncIndicator } from './sync-indicator';
export { useConnectionStatus, useOnline, type ConnectionStatus } from './use-connection-status';
