// Connection and sync state for the UI: the nav bar indicator, online-only buttons and the
// "waiting to sync" badge.
export { OFFLINE_REASON, OnlineOnlyButton } from './online-only';
export { SyncIndicator } from './sync-indicator';
export { SyncNotices } from './sync-notices';
export { NOT_PERSISTENT_TITLE, OFFLINE_OFF_TITLE, StorageNotice } from './storage-notice';
export { useConnectionStatus, useOnline, type ConnectionStatus } from './use-connection-status';
export { WaitingBadge } from './waiting-badge';
