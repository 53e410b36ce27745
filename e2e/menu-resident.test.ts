// Menu and skips, a resident: today's menu at the top of the home page at phone width (offline too,
// after one visit); skip and undo on /menu (waiting until the server has it); a skip made
// offline that reaches the server after the cut-off comes back refused with its reason; "I'm away"
// skips a range offline, lists the slot that arrived past its cut-off, and is undone alone, on a
// phone, where the refusal's toast leaves the dialog's title and controls uncovered
// (E2E_SHOTS_DIR=<dir> keeps a screenshot of it).
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  cutoffInstant,
  dateAt,
  dayLabel,
  DEFAULT_HOSTEL_SETTINGS,
  skipId,
} from '@hostel/shared-schema';
import { giveCover } from '../sync-server/src/test-support/covers';
import { SettableClock } from '../sync-server/src/test-support/settable-clock';
import { controlledByWorker, demoAccount, toastWith, useJourney } from './support';
import { seriousAxeViolations } from './support/axe';
import { setOffline } from './support/offline';

const clock = new SettableClock();

/** The toasts on screen that overlap `target` (by their bounding boxes). */
async function toastsOver(page: Page, target: Locator): Promise<string[]> {
  const area = (await target.boundingBox())!;
  const covering: string[] = [];
  for (const item of await page.locator('.ui-toast').all()) {
    const box = await item.boundingBox();
    if (
      box &&
      box.x < area.x + area.width &&
      area.x < box.x + box.width &&
      box.y < area.y + area.height &&
      area.y < box.y + box.height
    ) {
      covering.push((await item.textContent()) ?? '');
    }
  }
  return covering;
}

describe('a resident and the menu', () => {
  const journey = useJourney({ clock });
  const today = () => dateAt(Date.now(), DEFAULT_HOSTEL_SETTINGS.timeZone);
  /** The demo resident holds gold, covered from today (once: later calls keep that period). */
  const giveResidentPackage = async () => {
    const { email } = demoAccount('resident');
    await journey.server.db
      .updateTable('users')
      .set({ badge: 'x-gold', package: 'gold' })
      .where('email', '=', email)
      .execute();
    const covered = await journey.server.db
      .selectFrom('package_covers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!covered) await giveCover({ db: journey.server.db, clock }, { email }, 'x-gold');
  };

  it("shows today's menu on the home page at phone width, and offline after one visit", async () => {
    const { context, page } = await journey.open('/', { viewport: 'phone' });
    const todayMenu = page.getByRole('region', { name: /^Today/ });
    await todayMenu.waitFor();
    // The region paints from the prerendered HTML before the app runs; the app writes the date.
    // (The app's start takes more than poll's default second on a loaded machine.)
    await expect
      .poll(() => todayMenu.textContent(), { timeout: 15_000 })
      .toContain(dayLabel(today()));
    const slots = todayMenu.locator('.menu-slot');
    // Skeletons stand in for the slots until the local menu has answered.
    await slots.first().waitFor();
    await expect(slots.count()).resolves.toBe(3);
    await todayMenu.locator('.menu-meal').first().waitFor();
    // At most one slot is next; those before it are served (dimmed).
    const states = await slots.evaluateAll((nodes) => nodes.map((node) => node.dataset.state));
    expect(states.filter((state) => state === 'next').length).toBeLessThanOrEqual(1);
    const next = states.indexOf('next');
    if (next > 0) expect(states.slice(0, next)).toEqual(Array(next).fill('served'));
    const box = await todayMenu.boundingBox();
    expect(box!.y).toBeLessThan(400); // at the top of the page, above the banner

    await controlledByWorker(page);
    await setOffline(context, true);
    await page.reload();
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    await todayMenu.locator('.menu-meal').first().waitFor();
    await setOffline(context, false);
  });

  it('skips a meal and undoes it before the cut-off', async () => {
    await giveResidentPackage();
    clock.set(Date.now());
    const day = addDaysToDate(today(), 2);
    const { page } = await journey.open(`/menu?day=${day}`, { as: 'resident', shared: true });
    await page.getByRole('heading', { name: new RegExp(dayLabel(day)) }).waitFor();
    await page.getByRole('button', { name: 'Skip lunch' }).click();
    const lunch = page.locator('.menu-slot[data-slot="lunch"]');
    await lunch.getByText('Skipped').waitFor();
    const id = skipId(day, 'lunch', demoAccount('resident').email);
    const row = () =>
      journey.server.db.selectFrom('skips').selectAll().where('id', '=', id).executeTakeFirst();
    await expect.poll(async () => (await row())?.skipped, { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Undo skip of lunch' }).click();
    await page.getByRole('button', { name: 'Skip lunch' }).waitFor();
    await expect.poll(async () => (await row())?.skipped, { timeout: 10_000 }).toBe(0);
  });

  it('a skip made offline that arrives after the cut-off is refused with its reason', async () => {
    await giveResidentPackage();
    clock.set(Date.now());
    const day = addDaysToDate(today(), 3);
    const { context, page } = await journey.open(`/menu?day=${day}`, {
      as: 'resident',
      shared: true,
    });
    await page.getByRole('button', { name: 'Skip dinner' }).waitFor();
    await controlledByWorker(page);
    await setOffline(context, true);
    await page.getByRole('button', { name: 'Skip dinner' }).click();
    const dinner = page.locator('.menu-slot[data-slot="dinner"]');
    await dinner.getByText('Skipped').waitFor();
    await dinner.getByTitle('Waiting to sync').waitFor();
    // The device still thinks it is early; the server's clock has passed the cut-off.
    clock.set(cutoffInstant(DEFAULT_HOSTEL_SETTINGS, day, 'dinner') + 60_000);
    await setOffline(context, false);
    await toastWith(
      page,
      `Too late to skip dinner on ${dayLabel(day)}: the cut-off was 15:00`,
    ).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Skip dinner' }).waitFor();
    const rows = await journey.server.db.selectFrom('skips').selectAll().execute();
    expect(rows.filter((row) => row.date === day && row.slot === 'dinner')).toEqual([]);
  });

  it("I'm away: a range skipped offline, the slot past its cut-off listed, then undone", async () => {
    await giveResidentPackage();
    clock.set(Date.now());
    const [from, to] = [addDaysToDate(today(), 4), addDaysToDate(today(), 5)];
    const rangeRows = () =>
      journey.server.db
        .selectFrom('skips')
        .select(['date', 'slot', 'skipped'])
        .where('range_id', 'is not', null)
        .where('skipped', '=', 1)
        .execute();
    const { context, page } = await journey.open('/menu', {
      as: 'resident',
      shared: true,
      viewport: 'phone',
    });
    await controlledByWorker(page);
    await page.getByRole('button', { name: "I'm away" }).click();
    const dialog = page.getByRole('dialog', { name: "I'm away" });
    await dialog.getByLabel('From').fill(from);
    await dialog.getByLabel('To').fill(to);
    await dialog.getByText(`Skips 6 meals from ${dayLabel(from)} to ${dayLabel(to)}.`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await setOffline(context, true);
    await dialog.getByRole('button', { name: 'Skip 6 meals' }).click();
    await dialog.getByText('waiting for the connection').waitFor();
    // The server's clock has passed the first breakfast's cut-off (22:00 the day before).
    clock.set(cutoffInstant(DEFAULT_HOSTEL_SETTINGS, from, 'breakfast') + 60_000);
    await setOffline(context, false);
    const refused = dialog.getByRole('region', { name: /Not skipped: past the cut-off/ });
    await refused.getByText(`Breakfast · ${dayLabel(from)}`).waitFor({ timeout: 20_000 });
    const tooLate = `Too late to skip breakfast on ${dayLabel(from)}: the cut-off was 22:00 the day before`;
    await refused.getByText(tooLate).waitFor({ timeout: 20_000 });
    // The refusal's toast is up: it covers neither the title nor the close button nor Undo.
    await toastWith(page, tooLate).waitFor();
    const undoButton = dialog.getByRole('button', { name: 'Undo this range' });
    for (const control of [
      dialog.getByRole('heading', { name: "I'm away" }),
      dialog.getByRole('button', { name: 'Close' }),
      undoButton,
    ]) {
      await control.scrollIntoViewIfNeeded();
      expect(await toastsOver(page, control)).toEqual([]);
    }
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.screenshot({ path: path.join(shots, 'away-dialog-toast-phone.png') });

    await dialog.getByText('5 meals', { exact: true }).waitFor();
    await expect.poll(async () => (await rangeRows()).length, { timeout: 10_000 }).toBe(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Undo this range' }).click();
    await expect.poll(async () => (await rangeRows()).length, { timeout: 10_000 }).toBe(0);
  });
});
