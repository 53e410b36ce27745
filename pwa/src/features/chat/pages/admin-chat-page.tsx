// admin-chat (spec §2): the Customers list and the chosen conversation.
// The router lazy-loads this module by the named export `AdminChatPage`.
import { AdminChat } from '../admin-chat';
import '../../../components/dashboard/dashboard-pages.css';

export function AdminChatPage() {
  return <AdminChat />;
}
