// PLACEHOLDER from the app shell: the Chat screen is built by its screen engineer, who
// replaces this file (keep the named export `UserChatPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function UserChatPage() {
  return <PlaceholderPage title="Chat" />;
}
