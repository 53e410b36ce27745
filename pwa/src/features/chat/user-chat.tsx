// user-chat (spec §2, §4 "Chat", §7): a customer who has not started chatting sees 'Start chat
// with us' and a Start Chat button; starting creates the conversation, marks the user as
// chatting and toasts 'Conversation Created' (or the error). The chat view lists the messages,
// sends to 'admin', notifies the admins with 'to-admin' and reloads on 'to-user'. Online only.
// Seeing the messages marks them read (the unread badge on Chat and Messages drops).
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ADMIN_CHAT_LABEL,
  MESSAGES,
  SOCKET_EVENTS,
  type Conversation,
} from '@hostel/shared-schema';
import { useAuth } from '../../app/auth';
import { OnlineOnlyButton, useOnline } from '../../components/sync';
import { Button, Card, Skeleton, toast } from '../../components/ui';
import { paths } from '../../lib/paths';
import { messageOf } from '../../lib/server-query';
import { MessageComposer } from './components/message-composer';
import { MessageList } from './components/message-list';
import { OfflineNote } from './components/offline-note';
import { useConversationMessages, useStartChat, useUserConversation } from './hooks/use-chat-data';
import { useChatSocket } from './hooks/use-chat-socket';
import { useMarkRead } from './hooks/use-read-marks';
import { useSendMessage } from './hooks/use-send-message';
import './chat.css';

export function UserChat() {
  const { user, role, refresh } = useAuth();
  const isAdmin = role === 'admin';
  const { conversation, error, retry } = useUserConversation(isAdmin ? undefined : user?._id);
  const startChat = useStartChat();
  const [starting, setStarting] = useState(false);
  // Set once Start Chat succeeded, so the chat opens even before the user document is reloaded.
  const [started, setStarted] = useState(false);

  async function start() {
    if (!user) return;
    setStarting(true);
    try {
      // Creates the conversation and marks the user as chatting; the screen then shows it.
      await startChat(user._id);
      toast.success(MESSAGES.conversationCreated);
      setStarted(true);
      // The user document now says isChatted true; a failed refresh changes nothing here.
      await refresh().catch(() => undefined);
    } catch (caught) {
      toast.error(messageOf(caught, 'Something went wrong'));
    } finally {
      setStarting(false);
    }
  }

  let body;
  if (isAdmin) {
    // Spec §6: chat as a customer is not for admins (the server refuses an admin's conversation,
    // and a 403 would sign them out); they answer customers in admin-chat.
    body = (
      <Card className="chat-note">
        <p>Admins answer customers from the admin Chat page.</p>
        <Button asChild variant="secondary">
          <Link to={paths.dashboardChild('admin-chat')}>Open admin Chat</Link>
        </Button>
      </Card>
    );
  } else if (error) {
    body = (
      <Card className="chat-note" role="alert">
        <p>{error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void retry()}>
          Try again
        </Button>
      </Card>
    );
  } else if (!user || conversation === undefined) {
    body = (
      <Card className="chat-panel" aria-busy aria-label="Loading the chat">
        <Skeleton height={360} radius="12px" />
      </Card>
    );
  } else if (!(user.isChatted || started) || !conversation) {
    // Spec: isChatted false shows Start Chat. Chatting without a stored conversation (should not
    // happen) shows it too: starting again answers or creates the one conversation.
    body = <StartChat starting={starting} onStart={() => void start()} />;
  } else {
    body = <ChatView conversation={conversation} email={user.email} />;
  }

  return (
    <div className="dash-page chat-page">
      <div className="dash-page__head">
        <h1 className="dash-page__title">Chat</h1>
      </div>
      <OfflineNote onBackOnline={() => void retry()} />
      {body}
    </div>
  );
}

function StartChat({ starting, onStart }: { starting: boolean; onStart: () => void }) {
  return (
    <Card className="chat-start">
      <MessagesSquare aria-hidden size={48} className="chat-start__icon" />
      <p className="chat-start__text">{MESSAGES.startChat}</p>
      <OnlineOnlyButton size="lg" loading={starting} onClick={onStart}>
        Start Chat
      </OnlineOnlyButton>
    </Card>
  );
}

function ChatView({ conversation, email }: { conversation: Conversation; email: string }) {
  const me = email.toLowerCase();
  const online = useOnline();
  const { messages, error, reload } = useConversationMessages(conversation._id);
  useMarkRead(conversation._id, messages);
  const socket = useChatSocket({
    register: me,
    listen: SOCKET_EVENTS.toUser,
    onMessage: () => void reload(),
    onConnect: () => void reload(),
  });

  const sendMessage = useSendMessage(socket, SOCKET_EVENTS.toAdmin);
  const send = (text: string) =>
    sendMessage({ conversationId: conversation._id, sender: me, receiver: ADMIN_CHAT_LABEL }, text);

  return (
    <Card as="section" className="chat-panel" aria-label="Chat with the hostel admins">
      <header className="chat-panel__head">
        <span className="chat-person">
          <span className="chat-person__badge" aria-hidden>
            <MessagesSquare size={20} />
          </span>
          <span className="chat-person__text">
            <span className="chat-person__name">Hostel admins</span>
            <span className="chat-person__email">
              {!online ? 'Offline' : socket.connected ? 'Connected' : 'Connecting…'}
            </span>
          </span>
        </span>
      </header>
      {error && (
        <p className="chat-error" role="alert">
          {error.message}
        </p>
      )}
      <MessageList
        messages={messages}
        // In their own conversation every message not from 'admin' is the customer's, whether
        // it names them by e-mail (this app) or by user id (the spec's client).
        isMine={(message) => message.sender.toLowerCase() !== ADMIN_CHAT_LABEL}
        otherName="Admin"
        emptyText="No messages yet. Write to us below."
      />
      <MessageComposer onSend={send} />
    </Card>
  );
}
