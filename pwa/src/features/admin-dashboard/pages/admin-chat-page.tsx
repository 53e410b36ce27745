// admin-chat (spec §2): the Customers list and the chosen conversation; built in features/chat.
// The router lazy-loads this module by the named export `AdminChatPage`.
import { AdminChat } from '../../chat/admin-chat';
import '../../user-dashboard/components/dashboard-pages.css';

export function AdminChatPage() {
  return <AdminChat />;
}
