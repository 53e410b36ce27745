// user-chat and admin-chat without a server: the REST client and the socket hook are stubbed, so
// the calls (who is sender and receiver), the toasts, the socket notifications and the reaction
// to incoming events are checked directly.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  type ChatSocketMessage,
  type Conversation,
  type Message,
} from '@hostel/shared-schema';
import { AuthStub, fakeAuth, fakeUser, QueryStub } from '../../test-support/render';
import { toast } from '../../components/ui';
import { AdminChat } from './admin-chat';
import type { ChatSocketOptions } from './hooks/use-chat-socket';
import { UserChat } from './user-chat';

const api = vi.hoisted(() => ({
  allConversations: vi.fn(),
  messages: vi.fn(),
  userMessages: vi.fn(),
  userConversation: vi.fn(),
  startConversation: vi.fn(),
  setChatting: vi.fn(),
  sendMessage: vi.fn(),
  unread: vi.fn(),
  summaries: vi.fn(),
  markRead: vi.fn(),
}));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  chatApi: api,
}));

const socket = vi.hoisted(() => ({
  options: undefined as ChatSocketOptions | undefined,
  notify: vi.fn(),
}));
vi.mock('./hooks/use-chat-socket', () => ({
  useChatSocket: (options: ChatSocketOptions) => {
    socket.options = options;
    return { connected: true, notify: socket.notify };
  },
}));

const conversation = (id: string, userId: string, email: string, name: string): Conversation => ({
  _id: id,
  userId,
  email,
  name,
  photo: '',
});
const ayesha = conversation('c1', 'u1', 'resident@hostel.test', 'Ayesha Rahman');
const nusrat = conversation('c2', 'u2', 'resident2@hostel.test', 'Nusrat Jahan');
const msg = (id: string, sender: string, text: string, conversationId = 'c1'): Message => ({
  _id: id,
  conversationId,
  sender,
  receiver: sender === 'admin' ? 'resident@hostel.test' : 'admin',
  text,
  createdAt: Date.now(),
});
const sent = (message: Message) => ({ acknowledged: true, insertedId: message._id, message });

function toastTitles(): string[] {
  let seen: string[] = [];
  toast.subscribe((items) => (seen = items.map((item) => item.title)))();
  return seen;
}

function incoming(message: ChatSocketMessage) {
  act(() => socket.options?.onMessage(message));
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.unread.mockResolvedValue({ unread: 0 });
  api.summaries.mockResolvedValue([]);
  api.markRead.mockResolvedValue({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
  socket.notify.mockReset();
  socket.options = undefined;
});
afterEach(() => {
  cleanup();
  toast.reset();
});

describe('AdminChat', () => {
  it("lists the customers, asks to pick one, shows 'No Message from - {userId}'", async () => {
    api.allConversations.mockResolvedValue([ayesha, nusrat]);
    api.messages.mockResolvedValue([]);
    render(<AdminChat />, { wrapper: QueryStub });
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.chatPickConversation)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /resident2@hostel\.test/ }));
    expect(await screen.findByText('No Message from - u2')).toBeTruthy();
    expect(api.messages).toHaveBeenCalledWith('c2', expect.anything());
    expect(screen.getByPlaceholderText('Type your message...')).toBeTruthy();
    expect(socket.options?.register).toBe('admin');
    expect(socket.options?.listen).toBe('to-admin');
  });

  it("sends as 'admin' to the customer and notifies them with 'to-user'", async () => {
    api.allConversations.mockResolvedValue([ayesha]);
    const reply = msg('m2', 'admin', 'Yes, at 8');
    api.messages.mockResolvedValueOnce([msg('m1', 'resident@hostel.test', 'Dinner?')]);
    api.messages.mockResolvedValue([msg('m1', 'resident@hostel.test', 'Dinner?'), reply]);
    api.sendMessage.mockResolvedValue(sent(reply));
    render(<AdminChat />, { wrapper: QueryStub });
    fireEvent.click(await screen.findByRole('button', { name: /resident@hostel\.test/ }));
    await screen.findByText('Dinner?');
    fireEvent.change(screen.getByPlaceholderText('Type your message...'), {
      target: { value: 'Yes, at 8' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await screen.findByText('Yes, at 8', { selector: 'p' });
    expect(api.sendMessage).toHaveBeenCalledWith({
      conversationId: 'c1',
      sender: 'admin',
      receiver: 'resident@hostel.test',
      text: 'Yes, at 8',
    });
    expect(socket.notify).toHaveBeenCalledWith(
      'to-user',
      expect.objectContaining({ receiver: 'resident@hostel.test', conversationId: 'c1' }),
    );
  });

  it("'to-admin' reloads the open conversation; the list shows last messages and unread counts", async () => {
    api.allConversations.mockResolvedValue([ayesha, nusrat]);
    api.messages.mockResolvedValue([]);
    const at = Date.now();
    api.summaries.mockResolvedValue([
      { conversationId: 'c1', lastMessage: null, unread: 0 },
      {
        conversationId: 'c2',
        lastMessage: { text: 'Is the dal vegan?', sender: 'resident2@hostel.test', createdAt: at },
        unread: 2,
      },
    ]);
    render(<AdminChat />, { wrapper: QueryStub });
    const other = await screen.findByRole('button', { name: /resident2@hostel\.test/ });
    await waitFor(() => expect(other.textContent).toContain('Is the dal vegan?'));
    expect(other.textContent).toContain('2 unread');
    expect(other.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(at).toISOString());

    fireEvent.click(await screen.findByRole('button', { name: /resident@hostel\.test/ }));
    await waitFor(() => expect(api.messages).toHaveBeenCalledTimes(1));
    // No message yet: nothing to mark read.
    expect(api.markRead).not.toHaveBeenCalled();

    api.messages.mockResolvedValue([msg('m1', 'resident@hostel.test', 'Still there?')]);
    incoming({
      sender: 'resident@hostel.test',
      receiver: 'admin',
      text: 'x',
      conversationId: 'c1',
    });
    expect(await screen.findByText('Still there?')).toBeTruthy();
    // Seen on screen: read up to it.
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith('c1', 'm1'));

    api.messages.mockResolvedValue([msg('m7', 'resident2@hostel.test', 'Is the dal vegan?', 'c2')]);
    api.summaries.mockResolvedValue([
      {
        conversationId: 'c2',
        lastMessage: { text: 'Is the dal vegan?', sender: 'x', createdAt: at },
        unread: 0,
      },
    ]);
    fireEvent.click(other);
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith('c2', 'm7'));
    await waitFor(() => expect(other.textContent).not.toContain('unread'));
  });
});

function withUser(
  node: ReactNode,
  isChatted: boolean,
  refresh = vi.fn().mockResolvedValue(undefined),
) {
  const auth = fakeAuth({ user: fakeUser({ _id: 'u1', isChatted }), role: 'general', refresh });
  return render(<AuthStub value={auth}>{node}</AuthStub>, { wrapper: QueryStub });
}

describe('UserChat', () => {
  it("Start Chat creates the conversation, sets the user chatting, toasts 'Conversation Created'", async () => {
    api.userConversation.mockResolvedValue(null);
    api.startConversation.mockResolvedValue(ayesha);
    api.setChatting.mockResolvedValue({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    api.messages.mockResolvedValue([]);
    const refresh = vi.fn().mockResolvedValue(undefined);
    withUser(<UserChat />, false, refresh);
    expect(await screen.findByText(MESSAGES.startChat)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await screen.findByPlaceholderText(MESSAGES.chatPlaceholder);
    expect(api.startConversation).toHaveBeenCalledWith('u1');
    expect(api.setChatting).toHaveBeenCalledWith('u1');
    expect(refresh).toHaveBeenCalled();
    expect(toastTitles()).toContain(MESSAGES.conversationCreated);
    expect(socket.options?.register).toBe('resident@hostel.test');
    expect(socket.options?.listen).toBe('to-user');
  });

  it('a failed start toasts the error message and keeps the Start Chat button', async () => {
    api.userConversation.mockResolvedValue(null);
    api.startConversation.mockRejectedValue(new Error('The server cannot be reached.'));
    withUser(<UserChat />, false);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(toastTitles()).toContain('The server cannot be reached.'));
    expect(screen.getByRole('button', { name: 'Start Chat' })).toBeTruthy();
  });

  it("sends as the user's e-mail to 'admin', notifies 'to-admin', reloads on 'to-user'", async () => {
    api.userConversation.mockResolvedValue(ayesha);
    const mine = msg('m1', 'resident@hostel.test', 'Dinner?');
    api.messages.mockResolvedValueOnce([]).mockResolvedValue([mine]);
    api.sendMessage.mockResolvedValue(sent(mine));
    withUser(<UserChat />, true);
    fireEvent.change(await screen.findByPlaceholderText(MESSAGES.chatPlaceholder), {
      target: { value: 'Dinner?' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await screen.findByText('Dinner?', { selector: 'p' });
    expect(api.sendMessage).toHaveBeenCalledWith({
      conversationId: 'c1',
      sender: 'resident@hostel.test',
      receiver: 'admin',
      text: 'Dinner?',
    });
    expect(socket.notify).toHaveBeenCalledWith(
      'to-admin',
      expect.objectContaining({ conversationId: 'c1', text: 'Dinner?' }),
    );

    api.messages.mockResolvedValue([mine, msg('m2', 'admin', 'At 8 pm')]);
    incoming({ sender: 'admin', receiver: 'resident@hostel.test', text: 'At 8 pm' });
    const reply = await screen.findByText('At 8 pm', { selector: 'p' });
    expect(reply.closest('li')?.className).toContain('chat-msg--theirs');

    // A message the spec's client sent names the customer by user id: still the user's own.
    api.messages.mockResolvedValue([mine, msg('m2', 'admin', 'At 8 pm'), msg('m3', 'u1', 'Ok')]);
    incoming({ sender: 'admin', receiver: 'resident@hostel.test', text: 'Ok' });
    const byId = await screen.findByText('Ok', { selector: 'p' });
    expect(byId.closest('li')?.className).toContain('chat-msg--mine');
  });

  it('an admin is sent to admin-chat instead of starting a customer chat', () => {
    const auth = fakeAuth({ user: fakeUser({ role: 'admin' }), role: 'admin' });
    render(
      <MemoryRouter>
        <AuthStub value={auth}>
          <UserChat />
        </AuthStub>
      </MemoryRouter>,
      { wrapper: QueryStub },
    );
    const link = screen.getByRole('link', { name: 'Open admin Chat' });
    expect(link.getAttribute('href')).toBe('/dashboard/admin-chat');
    expect(screen.queryByRole('button', { name: 'Start Chat' })).toBeNull();
    expect(api.userConversation).not.toHaveBeenCalled();
  });
});
