// Connection and sync state for the UI: the nav bar indicator, online-only buttons and the
// "waiting to sync" badge.
export { OFFLINE_REASON, OnlineOnlyButton } from './online-only';
export { SyncIndicator } from './sync-indicator';
export { SyncNotices } from './sync-notices';
export { StorageNotice } from './storage-notice';
export { useConnectionStatus, useOnline } from './use-connection-status';
export { WaitingBadge } from './waiting-badge';
