// admin-chat (spec §2, §4 "Chat", §7): 'Customers' on the left (photo, name, e-mail per
// conversation), the chosen conversation on the right. The admin sends as 'admin' to the
// customer and notifies them with 'to-user'; an incoming 'to-admin' reloads the open
// conversation and the list. Beyond the spec, each customer in the list shows the last message,
// its time and the count of messages no admin has read (kept by the server, live); opening a
// conversation marks it read. On phones the list and the panel stack: the list first, a chosen
// customer shows the panel with a back button.
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_CHAT_LABEL,
  MESSAGES,
  SOCKET_EVENTS,
  type ChatSocketMessage,
  type Conversation,
} from '@hostel/shared-schema';
import { Button, Card, Skeleton } from '../../components/ui';
import { ChatPerson } from './components/chat-person';
import { MessageComposer } from './components/message-composer';
import { MessageList } from './components/message-list';
import { OfflineNote } from './components/offline-note';
import { CustomerSummary } from './components/customer-summary';
import { useConversationMessages, useConversations } from './hooks/use-chat-data';
import { useChatSocket } from './hooks/use-chat-socket';
import { useConversationSummaries, useMarkRead } from './hooks/use-read-marks';
import { useSendMessage } from './hooks/use-send-message';
import './chat.css';

export function AdminChat() {
  const list = useConversations();
  const [chosenId, setChosenId] = useState<string>();
  const summaries = useConversationSummaries();
  const chosen = list.conversations?.find((conversation) => conversation._id === chosenId);
  const { messages, error, reload } = useConversationMessages(chosen?._id);
  useMarkRead(chosen?._id, messages);

  function onIncoming(message: ChatSocketMessage) {
    const sender = message.sender.toLowerCase();
    const open =
      chosen && (message.conversationId === chosen._id || sender === chosen.email.toLowerCase());
    if (open) {
      void reload();
      return;
    }
    // A customer not in the list yet (started after the list was loaded), or a new order.
    void list.reload();
  }

  const socket = useChatSocket({
    register: ADMIN_CHAT_LABEL,
    listen: SOCKET_EVENTS.toAdmin,
    onMessage: onIncoming,
    onConnect: () => {
      void list.reload();
      void reload();
    },
  });

  function choose(conversation: Conversation) {
    setChosenId(conversation._id);
  }

  const sendMessage = useSendMessage(socket, SOCKET_EVENTS.toUser);
  const send = (text: string) =>
    sendMessage(
      chosen && {
        conversationId: chosen._id,
        sender: ADMIN_CHAT_LABEL,
        receiver: chosen.email.toLowerCase(),
      },
      text,
    );

  return (
    <div className="dash-page chat-page">
      <div className="dash-page__head">
        <h1 className="dash-page__title">Chat</h1>
      </div>
      <OfflineNote
        onBackOnline={() => {
          void list.reload();
          void reload();
        }}
      />
      <div className={`chat-split ${chosen ? 'chat-split--panel' : 'chat-split--list'}`}>
        <Card as="section" className="chat-customers" aria-labelledby="chat-customers-title">
          <h2 id="chat-customers-title" className="chat-customers__title">
            Customers
          </h2>
          {list.error && (
            <div className="chat-note" role="alert">
              <p>{list.error.message}</p>
              <Button variant="secondary" size="sm" onClick={() => void list.reload()}>
                Try again
              </Button>
            </div>
          )}
          {!list.conversations && !list.error ? (
            <div className="chat-customers__loading" aria-busy aria-label="Loading customers">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={56} radius="12px" />
              ))}
            </div>
          ) : list.conversations?.length === 0 ? (
            <p className="chat-customers__none muted">No customer has started a chat yet.</p>
          ) : (
            <ul className="chat-customers__list">
              {list.conversations?.map((conversation) => {
                const current = conversation._id === chosen?._id;
                return (
                  <li key={conversation._id}>
                    <button
                      type="button"
                      className={`chat-customer${current ? ' chat-customer--current' : ''}`}
                      aria-current={current || undefined}
                      onClick={() => choose(conversation)}
                    >
                      <ChatPerson
                        photo={conversation.photo}
                        name={conversation.name}
                        email={conversation.email}
                      />
                      <CustomerSummary summary={summaries.get(conversation._id)} />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>

        <Card as="section" className="chat-panel" aria-label="Conversation">
          {!chosen ? (
            <div className="chat-pick">
              <MessagesSquare aria-hidden size={48} className="chat-start__icon" />
              <p>{MESSAGES.chatPickConversation}</p>
            </div>
          ) : (
            <>
              <header className="chat-panel__head">
                <Button
                  variant="ghost"
                  size="sm"
                  className="chat-back"
                  icon={<ArrowLeft aria-hidden size={18} />}
                  onClick={() => setChosenId(undefined)}
                >
                  <span className="visually-hidden">Back to customers</span>
                </Button>
                <ChatPerson
                  photo={chosen.photo}
                  name={chosen.name}
                  email={chosen.email}
                  size={48}
                />
              </header>
              {error && (
                <p className="chat-error" role="alert">
                  {error.message}
                </p>
              )}
              <MessageList
                messages={messages}
                isMine={(message) => message.sender.toLowerCase() === ADMIN_CHAT_LABEL}
                otherName={chosen.name}
                emptyText={MESSAGES.chatNoMessagesFrom(chosen.userId)}
              />
              <MessageComposer onSend={send} />
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
