// The chat events of spec §7 over socket.io. Clients register with 'new-user-add' and hear
// 'get-users' (who is online); a user's 'to-admin' reaches every admin, an admin's 'to-user'
// reaches that user only. Who sends is the session's business: the payload's sender is replaced,
// and a user may only speak about their own conversation.
import type { Server as SocketServer, Socket } from 'socket.io';
import {
  ADMIN_CHAT_LABEL,
  isEmailAddress,
  MESSAGE_MAX_LENGTH,
  SOCKET_EVENTS,
  type ChatSocketMessage,
} from '@hostel/shared-schema';
import { findConversation } from '../domain/chat/conversations';
import { findAccount } from '../domain/users/accounts';
import type { Deps } from '../http/context';
import { OnlineList } from './online-list';
import { refreshSocketUser, ROOMS, socketData, socketUser } from './socket-session';
import { socketLog } from '../telemetry/socket-log';

type Ack = (answer: { ok: true } | { error: string }) => void;

/** The relayable part of a client's message, or an error text. */
function readMessage(payload: unknown): Omit<ChatSocketMessage, 'sender' | 'receiver'> | string {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return 'The message must be an object';
  }
  const { text, conversationId, _id, createdAt } = payload as Record<string, unknown>;
  // A message says something: a missing or blank text is a forged event, relayed to no one.
  if (typeof text !== 'string' || text.trim() === '' || text.length > MESSAGE_MAX_LENGTH) {
    return 'Bad message text';
  }
  if (
    conversationId !== undefined &&
    (typeof conversationId !== 'string' || conversationId.length > 64)
  ) {
    return 'Bad conversationId';
  }
  return {
    text,
    ...(conversationId !== undefined ? { conversationId: conversationId as string } : {}),
    ...(typeof _id === 'string' && _id.length <= 64 ? { _id } : {}),
    ...(typeof createdAt === 'number' && Number.isFinite(createdAt) ? { createdAt } : {}),
  };
}

/** The account a 'to-user' receiver names, by e-mail or by user id. */
async function findCustomer(
  deps: Deps,
  name: string,
): Promise<{ id: string; email: string } | undefined> {
  if (!name || name.length > 254) return undefined;
  return findAccount(deps.db, isEmailAddress(name) ? 'email' : 'id', name);
}

function refuse(socket: Socket, ack: unknown, error: string): void {
  socket.emit(SOCKET_EVENTS.chatError, { error });
  if (typeof ack === 'function') (ack as Ack)({ error });
}

function done(ack: unknown): void {
  if (typeof ack === 'function') (ack as Ack)({ ok: true });
}

/** A handler whose failure (say, the database) answers a chat-error instead of crashing. */
function guarded(
  socket: Socket,
  handler: (payload: unknown, ack?: unknown) => Promise<void>,
): (payload: unknown, ack?: unknown) => void {
  return (payload, ack) => {
    handler(payload, ack).catch((error: unknown) => {
      socketLog(socket).error({ err: error }, 'socket event failed');
      refuse(socket, ack, 'Something went wrong on the server');
    });
  };
}

/** `sharedRooms`: instances share socket.io through Redis ('get-users' then lists them all). */
export function attachChatEvents(
  io: SocketServer,
  deps: Deps,
  { sharedRooms = false } = {},
): () => void {
  // 'get-users': admins see everyone online; a resident sees the admins and themself (whether
  // someone answers), never other residents' e-mails; visitors get nothing.
  const online = new OnlineList(io, sharedRooms);
  io.on('connection', (socket) => {
    const user = socketUser(socket);
    if (user) {
      socket.join([ROOMS.signedIn, ROOMS.user(user.email)]);
      if (user.role === 'admin') socket.join(ROOMS.admins);
    }

    socket.on(
      SOCKET_EVENTS.newUserAdd,
      guarded(socket, async (_claimed, ack) => {
        const fresh = await refreshSocketUser(deps, socket);
        if (!fresh) return refuse(socket, ack, 'Sign in to chat');
        // The payload says 'admin' or an e-mail; the session decides which it is.
        socketData(socket).online = fresh.role === 'admin' ? ADMIN_CHAT_LABEL : fresh.email;
        online.set(socket.id, socketData(socket).online!);
        done(ack);
      }),
    );

    socket.on(
      SOCKET_EVENTS.toAdmin,
      guarded(socket, async (payload, ack) => {
        const sender = socketUser(socket);
        if (!sender) return refuse(socket, ack, 'Sign in to chat');
        if (sender.role === 'admin') return refuse(socket, ack, "Admins answer with 'to-user'");
        const message = readMessage(payload);
        if (typeof message === 'string') return refuse(socket, ack, message);
        if (message.conversationId) {
          const conversation = await findConversation(deps.db, message.conversationId);
          if (conversation?.user_id !== sender.id) {
            return refuse(socket, ack, 'This conversation is not yours');
          }
        }
        io.to(ROOMS.admins).emit(SOCKET_EVENTS.toAdmin, {
          ...message,
          sender: sender.email,
          receiver: ADMIN_CHAT_LABEL,
        } satisfies ChatSocketMessage);
        done(ack);
      }),
    );

    socket.on(
      SOCKET_EVENTS.toUser,
      guarded(socket, async (payload, ack) => {
        const sender = socketUser(socket);
        if (sender?.role !== 'admin') return refuse(socket, ack, 'Only admins send to users');
        const message = readMessage(payload);
        if (typeof message === 'string') return refuse(socket, ack, message);
        const rawReceiver = (payload as { receiver?: unknown }).receiver;
        const receiver = typeof rawReceiver === 'string' ? rawReceiver.trim().toLowerCase() : '';
        // The customer by e-mail (our client) or by user id (the spec's client).
        const customer = await findCustomer(deps, receiver);
        if (!customer) return refuse(socket, ack, "The message needs its receiver's e-mail or id");
        if (message.conversationId) {
          const conversation = await findConversation(deps.db, message.conversationId);
          if (conversation?.user_id !== customer.id) {
            return refuse(socket, ack, 'The receiver is not in this conversation');
          }
        }
        io.to(ROOMS.user(customer.email)).emit(SOCKET_EVENTS.toUser, {
          ...message,
          sender: ADMIN_CHAT_LABEL,
          receiver,
        } satisfies ChatSocketMessage);
        done(ack);
      }),
    );

    socket.on('disconnect', () => {
      online.remove(socket.id);
    });
  });
  return () => online.close();
}
