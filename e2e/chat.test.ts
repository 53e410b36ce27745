// Journeys through the chat (spec §2 user-chat / admin-chat, §4 "Chat", §7 "Realtime socket"):
// a resident starts a chat and an admin answers, both live over the socket in two browser
// contexts at once; a third resident never sees their messages; an empty conversation shows
// 'No Message from - {userId}'; on a phone the admin's list and panel stack. Unread messages:
// a count on Chat in the admin's sidebar and the resident's (and on the phone's Messages tab),
// live and after a reload; the Customers list shows each last message and its unread count.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, type UserDoc } from '@hostel/shared-schema';
import { signIn, toastWith, useJourney } from './support';
import { setOffline } from './support/offline';

const PASSWORD = 'Resident#2026';
// The online-only reason (pwa/src/components/sync/online-only.tsx).
const OFFLINE_REASON = 'You are offline: this needs a connection.';

/** The log of the open conversation (present once a message exists). */
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function startChat(page: Page) {
  await page.getByText(MESSAGES.startChat, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Start Chat' }).click();
  await toastWith(page, MESSAGES.conversationCreated).waitFor();
  await page.getByPlaceholder(MESSAGES.chatPlaceholder).waitFor();
}

async function send(page: Page, text: string) {
  const box = page.getByPlaceholder(MESSAGES.chatPlaceholder);
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  // Stored, shown on the sender's side, and the box cleared.
  await log(page).locator('.chat-msg--mine').filter({ hasText: text }).waitFor();
  await expect.poll(() => box.inputValue()).toBe('');
}

describe('chat', () => {
  const journey = useJourney();

  it('a resident and an admin chat live; a third resident sees neither message', async () => {
    const resident = await journey.open('/dashboard/user-chat', { as: 'resident', shared: true });
    const third = await journey.open('/');
    const thirdUser = (await signIn(third.context, 'resident3@hostel.test', PASSWORD)) as UserDoc;
    await third.page.goto('/dashboard/user-chat');

    // Both residents start their chats.
    await startChat(resident.page);
    await startChat(third.page);

    // The admin sees both customers, and 'Click one...' before choosing.
    const admin = await journey.open('/dashboard/admin-chat', { as: 'admin', shared: true });
    await admin.page.getByRole('heading', { name: 'Customers' }).waitFor();
    await admin.page.getByText(MESSAGES.chatPickConversation, { exact: true }).waitFor();
    const residentRow = admin.page.getByRole('button', { name: /resident@hostel\.test/ });
    const thirdRow = admin.page.getByRole('button', { name: /resident3@hostel\.test/ });
    await residentRow.waitFor();
    await thirdRow.waitFor();

    // An empty conversation: 'No Message from - {userId}'.
    await thirdRow.click();
    await admin.page
      .getByText(MESSAGES.chatNoMessagesFrom(thirdUser._id), { exact: true })
      .waitFor();

    // The admin opens the resident's conversation; the resident writes; it arrives live.
    await residentRow.click();
    await admin.page
      .getByRole('region', { name: 'Conversation' })
      .getByText('resident@hostel.test')
      .waitFor();
    const question = `Is there khichuri tonight? ${Date.now()}`;
    await send(resident.page, question);
    await log(admin.page).locator('.chat-msg--theirs').filter({ hasText: question }).waitFor();

    // The admin replies; the resident sees it arrive live, on the other side.
    const answer = `Yes, from 8 pm. ${Date.now()}`;
    await send(admin.page, answer);
    await log(resident.page).locator('.chat-msg--theirs').filter({ hasText: answer }).waitFor();

    // The third resident gets their own message live (so their socket works and anything sent to
    // them has arrived), and never the other two.
    await thirdRow.click();
    const forThird = `Your tray is ready. ${Date.now()}`;
    await send(admin.page, forThird);
    await log(third.page).locator('.chat-msg--theirs').filter({ hasText: forThird }).waitFor();
    const thirdText = await log(third.page).innerText();
    expect(thirdText).not.toContain(question);
    expect(thirdText).not.toContain(answer);

    // A message to a customer whose conversation is not open: their row shows it with its
    // unread count, and Chat in the admin's sidebar carries the count, live and after a reload.
    const again = `Thanks! ${Date.now()}`;
    await send(resident.page, again);
    await residentRow.getByText('1 unread').waitFor();
    await residentRow.getByText(again).waitFor();
    const chatLink = (page: Page) =>
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Chat/ });
    await chatLink(admin.page)
      .and(admin.page.getByRole('link', { name: /^Chat\s*\(1 unread\)$/ }))
      .waitFor();
    await admin.page.reload();
    await residentRow.getByText('1 unread').waitFor();
    await admin.page.getByRole('link', { name: /^Chat\s*\(1 unread\)$/ }).waitFor();
    await residentRow.click();
    await log(admin.page).getByText(again).waitFor();
    await expect.poll(() => residentRow.getByText('1 unread').count()).toBe(0);
    await admin.page.getByRole('link', { name: 'Chat', exact: true }).waitFor();

    // The resident, elsewhere in the dashboard, sees the answer counted on Chat at once; the
    // count survives a reload and goes once the conversation is open.
    await resident.page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My Profile' })
      .click();
    const reply = `Anything else? ${Date.now()}`;
    await send(admin.page, reply);
    await chatLink(resident.page)
      .and(resident.page.getByRole('link', { name: /^Chat\s*\(1 unread\)$/ }))
      .waitFor();
    await resident.page.reload();
    await resident.page.getByRole('link', { name: /^Chat\s*\(1 unread\)$/ }).waitFor();
    await chatLink(resident.page).click();
    await log(resident.page).getByText(reply).waitFor();
    await chatLink(resident.page)
      .and(resident.page.getByRole('link', { name: 'Chat', exact: true }))
      .waitFor();

    for (const opened of [resident, admin, third]) expect(opened.errors).toEqual([]);
  });

  it('on a phone the admin sees the list first, then the conversation with a back button', async () => {
    const resident = await journey.open('/', { viewport: 'phone' });
    await signIn(resident.context, 'resident5@hostel.test', PASSWORD);
    await resident.page.goto('/dashboard/user-chat');
    await startChat(resident.page);
    await send(resident.page, 'Hello from a phone');

    const admin = await journey.open('/dashboard/admin-chat', {
      as: 'admin',
      viewport: 'phone',
      shared: true,
    });
    const row = admin.page.getByRole('button', { name: /resident5@hostel\.test/ });
    await row.waitFor();
    // The panel is hidden until a customer is chosen.
    expect(await admin.page.getByText(MESSAGES.chatPickConversation).isVisible()).toBe(false);
    await row.click();
    await log(admin.page).getByText('Hello from a phone').waitFor();
    expect(await row.isVisible()).toBe(false);

    // On the phone, away from the chat, the resident's Messages tab counts the answer.
    await resident.page
      .getByRole('navigation', { name: 'Quick tabs' })
      .getByRole('link', { name: 'Today' })
      .click();
    await send(admin.page, 'Are you coming for dinner?');
    const messagesTab = resident.page
      .getByRole('navigation', { name: 'Quick tabs' })
      .getByRole('link', { name: /^Messages\s*\(1 unread\)$/ });
    await messagesTab.click();
    await log(resident.page).getByText('Are you coming for dinner?').waitFor();
    await resident.page
      .getByRole('navigation', { name: 'Quick tabs' })
      .getByRole('link', { name: 'Messages', exact: true })
      .waitFor();

    // Enough replies to overflow the log: both views stay scrolled to the latest message.
    for (let n = 1; n <= 8; n += 1) await send(admin.page, `Reply number ${n}`);
    await log(resident.page).getByText('Reply number 8').waitFor();
    for (const page of [admin.page, resident.page]) {
      await expect
        .poll(() =>
          log(page).evaluate((el) => {
            const overflowing = el.scrollHeight > el.clientHeight;
            return overflowing && el.scrollHeight - el.scrollTop - el.clientHeight < 2;
          }),
        )
        .toBe(true);
    }

    await admin.page.getByRole('button', { name: 'Back to customers' }).click();
    await row.waitFor();
    // Nothing overflows sideways at 375 px.
    const overflow = await admin.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect([...admin.errors, ...resident.errors]).toEqual([]);
  });

  it('offline the chat says why and cannot send; back online it sends again', async () => {
    const resident = await journey.open('/');
    await signIn(resident.context, 'resident8@hostel.test', PASSWORD);
    await resident.page.goto('/dashboard/user-chat');
    await startChat(resident.page);

    await setOffline(resident.context, true);
    await resident.page.getByRole('status').filter({ hasText: OFFLINE_REASON }).waitFor();
    expect(await resident.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    await setOffline(resident.context, false);
    await resident.page.getByRole('status').filter({ hasText: OFFLINE_REASON }).waitFor({
      state: 'detached',
    });
    await send(resident.page, 'Back online');
    expect(resident.errors).toEqual([]);
  });
});
