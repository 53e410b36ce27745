// Menu and statements, an admin: plan a week on the grid and copy it to the next; the Kitchen count changes
// live when a resident skips in another browser context, and names who is expected; the month's statements and their CSV,
// and a month with none.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  dateAt,
  dayLabel,
  DEFAULT_HOSTEL_SETTINGS,
  weekStartOf,
} from '@hostel/shared-schema';
import { giveCover } from '../sync-server/src/test-support/covers';
import { demoAccount, toastWith, useJourney } from './support';

describe('an admin plans the menu, watches the kitchen and reads the statements', () => {
  const journey = useJourney();
  const today = () => dateAt(Date.now(), DEFAULT_HOSTEL_SETTINGS.timeZone);
  const resident = demoAccount('resident').email;
  /** The demo resident holds gold, covered from today (once: later calls keep that period). */
  const giveResidentPackage = async () => {
    await journey.server.db
      .updateTable('users')
      .set({ badge: 'x-gold', package: 'gold' })
      .where('email', '=', resident)
      .execute();
    const covered = await journey.server.db
      .selectFrom('package_covers')
      .select('id')
      .where('email', '=', resident)
      .executeTakeFirst();
    if (!covered) await giveCover(journey.server, { email: resident }, 'x-gold');
  };
  // The tap is written on the device first and pushed by replication; a fresh context on a loaded
  // CI machine may take a while to push, so wait for the server's row rather than the UI's clock.
  const skipReachesServer = (day: string, slot: 'lunch' | 'dinner') =>
    expect
      .poll(
        async () =>
          (
            await journey.server.db
              .selectFrom('skips')
              .select('skipped')
              .where('user_email', '=', resident)
              .where('date', '=', day)
              .where('slot', '=', slot)
              .executeTakeFirst()
          )?.skipped,
        { timeout: 45_000, interval: 50 },
      )
      .toBe(1);

  it('plans a slot of a week, then copies the week to the next', async () => {
    // Two weeks on: the demo menu covers this week and the next only.
    const week = addDaysToDate(weekStartOf(today()), 14);
    const { page } = await journey.open(`/dashboard/plan-menu?week=${week}`, {
      as: 'admin',
      shared: true,
    });
    await page.getByRole('button', { name: `Plan Lunch on ${dayLabel(week)}` }).click();
    const dialog = page.getByRole('dialog');
    const boxes = dialog.getByRole('checkbox');
    await boxes.first().waitFor();
    const titles = await dialog.locator('.slot-editor__meal span:not(.muted)').allTextContents();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `Lunch on ${dayLabel(week)} saved`).waitFor();
    const firstRow = page.getByRole('row', { name: new RegExp(dayLabel(week)) });
    await firstRow.getByText(titles[0]).waitFor();
    await firstRow.getByText(titles[1]).waitFor();

    await page.getByRole('button', { name: 'Next week' }).click();
    const nextMonday = addDaysToDate(week, 7);
    await page.getByText(`Week of ${dayLabel(nextMonday)}`).waitFor();
    await page.getByRole('button', { name: 'Copy last week' }).click();
    await toastWith(page, 'Copied 1 slot from last week').waitFor();
    const copiedRow = page.getByRole('row', { name: new RegExp(dayLabel(nextMonday)) });
    await copiedRow.getByText(titles[0]).waitFor();
    await copiedRow.getByText(titles[1]).waitFor();
  });

  it('the Kitchen count changes live when a resident skips in another context', async () => {
    await giveResidentPackage();
    const day = addDaysToDate(today(), 1);
    const admin = await journey.open('/dashboard/kitchen', { as: 'admin', shared: true });
    const skips = admin.page.getByTestId(`skips-${day}-dinner`);
    const plates = admin.page.getByTestId(`plates-${day}-dinner`);
    await skips.waitFor();
    const before = Number(await skips.textContent());
    const platesBefore = Number(await plates.textContent());
    expect(platesBefore).toBeGreaterThan(0);

    const other = await journey.open(`/menu?day=${day}`, { as: 'resident', shared: true });
    await other.page.getByRole('button', { name: 'Skip dinner' }).click();
    await other.page.locator('.menu-slot[data-slot="dinner"]').getByText('Skipped').waitFor();
    await skipReachesServer(day, 'dinner');
    // Live: the kitchen's page is not reloaded. How fast is the bench's to say, not a timed test.
    await admin.page
      .getByTestId(`skips-${day}-dinner`)
      .filter({ hasText: String(before + 1) })
      .waitFor();
    await plates.filter({ hasText: String(platesBefore - 1) }).waitFor();

    // The kitchen sees people: the day sheet names today's expected residents on demand.
    const { name } = await journey.server.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', resident)
      .executeTakeFirstOrThrow();
    await admin.page.getByRole('button', { name: /^Who is expected at Dinner/ }).click();
    const who = admin.page.getByRole('dialog', { name: /^Expected at Dinner/ });
    await who.getByText(name, { exact: true }).waitFor();
  });

  it("shows the month's statements with totals, and exports them as CSV", async () => {
    await giveResidentPackage();
    const day = addDaysToDate(today(), 2);
    const month = day.slice(0, 7);
    const other = await journey.open(`/menu?day=${day}`, { as: 'resident', shared: true });
    await other.page.getByRole('button', { name: 'Skip lunch' }).click();
    await other.page.locator('.menu-slot[data-slot="lunch"]').getByText('Skipped').waitFor();
    // The statement is read from the server once, so it must already hold the skip.
    await skipReachesServer(day, 'lunch');
    await other.page.goto(`/dashboard/my-statement?month=${month}`);
    const statement = other.page.getByRole('article', { name: /^Statement of/ });
    await statement.getByText(dayLabel(day)).waitFor();
    await statement.getByText('44 Tk').first().waitFor();

    const { page } = await journey.open(`/dashboard/statements?month=${month}`, {
      as: 'admin',
      shared: true,
    });
    const row = page.getByRole('row', { name: new RegExp(resident) });
    await row.waitFor();
    await page.getByRole('row', { name: /^Total/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statements-${month}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Package,Paid (Tk),Skipped meals,Rebate (Tk),Net (Tk)');
    const mine = lines.find((line) => line.includes(resident))!;
    const [, , pack, , skipped, rebate] = mine.split(',');
    expect(pack).toBe('gold');
    expect(Number(skipped)).toBeGreaterThanOrEqual(1);
    expect(Number(rebate)).toBe(Number(skipped) * 44);
    expect(lines.some((line) => line.startsWith('Total,'))).toBe(true);
    // Then the cover periods: the resident's, from today, paid 4,000 Tk.
    const periodHeader = lines.indexOf(
      'Name,Email,Period starts,Period ends,Package,Paid (Tk),Skipped meals,Rebate (Tk),Net (Tk)',
    );
    expect(periodHeader).toBeGreaterThan(0);
    const period = lines.slice(periodHeader).find((line) => line.includes(resident))!;
    expect(period.split(',').slice(2, 6)).toEqual([
      today(),
      addDaysToDate(today(), 29),
      'gold',
      '4000',
    ]);
  });

  it('says so when no resident has a statement in the month, instead of an empty table', async () => {
    // Everyone holds a package now, but nobody had one (nor an account), paid or skipped in 2020:
    // a package lists its holder only from the month it began.
    await journey.server.db
      .updateTable('users')
      .set({ badge: 'x-gold', package: 'gold' })
      .execute();
    const { page } = await journey.open('/dashboard/statements?month=2020-01', {
      as: 'admin',
      shared: true,
    });
    await page.getByText('No statements this month.').waitFor();
    await page.getByText('Residents: 0').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
