// user-chat (spec §2): the customer's chat with the hostel admins.
// The router lazy-loads this module by the named export `UserChatPage`.
import { UserChat } from '../user-chat';
import '../../../components/dashboard/dashboard-pages.css';

export function UserChatPage() {
  return <UserChat />;
}
