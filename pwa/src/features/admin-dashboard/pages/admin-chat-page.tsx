// PLACEHOLDER from the app shell: the Chat screen is built by its screen engineer, who
// replaces this file (keep the named export `AdminChatPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function AdminChatPage() {
  return <PlaceholderPage title="Chat" />;
}
