// The chat's own socket.io connection (spec §4 "Socket connection", §7 "Realtime socket"): same
// origin, session cookie, the shared reconnection settings. It is separate from the data layer's
// live channel, which lives inside the sync engine and is not exposed (docs/decisions/
// 0035-chat-is-online-only-on-its-own-socket.md). Every (re)connection registers again with 'new-user-add' and calls `onConnect`,
// so the page can reload what it may have missed while disconnected.
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_RECONNECTION, type ChatSocketMessage } from '@hostel/shared-schema';

type IncomingEvent = typeof SOCKET_EVENTS.toAdmin | typeof SOCKET_EVENTS.toUser;

export type ChatSocketOptions = {
  /** What 'new-user-add' carries: 'admin' or the user's e-mail; undefined waits. */
  register: string | undefined;
  /** The event this side listens for: 'to-admin' (admin) or 'to-user' (customer). */
  listen: IncomingEvent;
  onMessage: (message: ChatSocketMessage) => void;
  onConnect?: () => void;
};

export type ChatSocket = {
  connected: boolean;
  /** Sends 'to-admin' / 'to-user'; quietly dropped while disconnected (the reload covers it). */
  notify: (event: IncomingEvent, message: Partial<ChatSocketMessage>) => void;
};

export function useChatSocket({
  register,
  listen,
  onMessage,
  onConnect,
}: ChatSocketOptions): ChatSocket {
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<Socket | undefined>(undefined);
  const handlers = useRef({ onMessage, onConnect });
  handlers.current = { onMessage, onConnect };

  useEffect(() => {
    if (!register) return;
    // forceNew: a connection of its own, so closing it never touches another socket.
    const socket = io({ ...SOCKET_RECONNECTION, withCredentials: true, forceNew: true });
    socketRef.current = socket;
    socket.on('connect', () => {
      setConnected(true);
      socket.emit(SOCKET_EVENTS.newUserAdd, register);
      handlers.current.onConnect?.();
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on(listen, (message: ChatSocketMessage) => handlers.current.onMessage(message));
    socket.on(SOCKET_EVENTS.chatError, (answer: { error?: string }) =>
      console.warn('chat-error:', answer?.error),
    );
    return () => {
      socketRef.current = undefined;
      socket.removeAllListeners();
      socket.close();
      setConnected(false);
    };
  }, [register, listen]);

  return {
    connected,
    notify: (event, message) => {
      const socket = socketRef.current;
      if (socket?.connected) socket.emit(event, message);
    },
  };
}
