// user-chat (spec §2): the customer's chat with the hostel admins; built in features/chat.
// The router lazy-loads this module by the named export `UserChatPage`.
import { UserChat } from '../../chat/user-chat';
import '../components/dashboard-pages.css';

export function UserChatPage() {
  return <UserChat />;
}
