// The meal pass and the counter, through the real path: a resident's phone shows its pass with
// no network; two counters, both offline, serve it (one by the typed code, the other by its
// camera, fed the phone's QR code through Chromium's fake video capture); the first counter
// refuses a second scan at once. Back online, the server keeps the first serving by scan time and
// flags the second as a duplicate, both counters learn it, and the Kitchen's counts follow live.
// The server's clock runs at today's lunch (shifted, still ticking), so every run serves lunch.
// E2E_SHOTS_DIR=<dir> keeps screenshots of the pass and the counter at phone and tablet widths.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import qrcode from 'qrcode-generator';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dateAt,
  DEFAULT_HOSTEL_SETTINGS,
  servingInstant,
  type MealPasses,
} from '@hostel/shared-schema';
import { passCode, passQrText } from '@hostel/shared-schema/meal-pass';
import type { Clock } from '../sync-server/src/domain/hostel/clock';
import { giveCover } from '../sync-server/src/test-support/covers';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  controlledByWorker,
  demoAccount,
  newContext,
  signInAs,
  useJourney,
} from './support';
import { setOffline } from './support/offline';

const { timeZone } = DEFAULT_HOSTEL_SETTINGS;
const today = dateAt(Date.now(), timeZone);
const shift = servingInstant(DEFAULT_HOSTEL_SETTINGS, today, 'lunch') + 5 * 60_000 - Date.now();
const clock: Clock = { now: () => Date.now() + shift };

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const shots = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

/** One frame of a y4m video (4:2:0, grey): the QR code of `text`, black on white, centred. */
function writeQrVideo(file: string, text: string): void {
  const [width, height] = [640, 480];
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const modules = code.getModuleCount();
  const scale = Math.floor(height / (modules + 8));
  const x0 = Math.floor((width - modules * scale) / 2);
  const y0 = Math.floor((height - modules * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!code.isDark(row, col)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const start = (y0 + row * scale + dy) * width + x0 + col * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width * height) / 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}

describe('the meal pass at two offline counters', () => {
  const journey = useJourney({ clock });
  const resident = demoAccount('resident').email;
  const videoDir = mkdtempSync(path.join(tmpdir(), 'hostel-qr-video-'));
  let cameraBrowser: Browser | undefined;
  afterAll(async () => {
    await cameraBrowser?.close();
    rmSync(videoDir, { recursive: true, force: true });
  });

  const verdict = (page: Page) => page.locator('.verdict');
  const servingRows = () =>
    journey.server.db
      .selectFrom('servings')
      .select(['counter_id', 'duplicate'])
      .where('date', '=', today)
      .where('slot', '=', 'lunch')
      .where('user_email', '=', resident)
      .orderBy('served_at')
      .execute();

  it('serves once, flags the second counter’s serving, and the kitchen counts follow', async () => {
    await journey.server.db
      .updateTable('users')
      .set({ badge: 'x-gold', package: 'gold' })
      .where('email', '=', resident)
      .execute();
    await giveCover({ db: journey.server.db, clock }, { email: resident }, 'x-gold');
    const { name } = await journey.server.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', resident)
      .executeTakeFirstOrThrow();

    // The resident's phone keeps its passes, then shows today's lunch pass with no network.
    const phone = await journey.open('/dashboard/meal-pass', { as: 'resident', viewport: 'phone' });
    await phone.page.setViewportSize(PHONE);
    const qr = phone.page.getByRole('img', { name: 'Meal pass for Lunch' });
    await qr.waitFor();
    await controlledByWorker(phone.page);
    await setOffline(phone.context, true);
    await phone.page.reload();
    await qr.waitFor();
    await phone.page.getByText(/Passes kept on this phone up to/).waitFor();
    await shoot(phone.page, 'meal-pass-phone');
    await phone.page.setViewportSize(TABLET);
    await shoot(phone.page, 'meal-pass-tablet');
    const typedCode = () => phone.page.locator('.meal-pass__code').innerText();

    // Counter A (a tablet) fetches the day's list, the Kitchen is open beside it, then offline.
    const counterA = await journey.open('/dashboard/counter', { as: 'admin' });
    await counterA.page.setViewportSize(TABLET);
    await counterA.page.getByText(/residents covered/).waitFor();
    const kitchen = await counterA.context.newPage();
    await kitchen.goto('/dashboard/kitchen');
    const served = kitchen.getByTestId(`served-${today}-lunch`);
    const duplicates = kitchen.getByTestId(`duplicates-${today}-lunch`);
    await served.waitFor();
    // Above the counts, tomorrow's "Cook for N" from the demo's weeks of servings.
    await kitchen
      .getByTestId('cook-for-lunch')
      .getByText(/did not come over the last/)
      .waitFor();
    const servedBefore = Number(await served.innerText());
    const duplicatesBefore = Number(await duplicates.innerText());
    await setOffline(counterA.context, true);
    await shoot(counterA.page, 'counter-ready-tablet');

    // The typed code: green with the resident's name; typed again, refused at once.
    const typed = counterA.page.getByLabel('Typed code');
    await typed.fill(await typedCode());
    await counterA.page.getByRole('button', { name: 'Check' }).click();
    await verdict(counterA.page).and(counterA.page.locator('[data-verdict="served"]')).waitFor();
    await verdict(counterA.page).getByText(name, { exact: true }).waitFor();
    await shoot(counterA.page, 'counter-served-tablet');
    await counterA.page.setViewportSize(PHONE);
    await shoot(counterA.page, 'counter-served-phone');
    await typed.fill(await typedCode());
    await counterA.page.getByRole('button', { name: 'Check' }).click();
    await counterA.page.locator('[data-verdict="already-served"]').waitFor();
    await verdict(counterA.page).getByText('Already served').waitFor();
    await shoot(counterA.page, 'counter-refused-phone');
    await counterA.page.setViewportSize(TABLET);
    await shoot(counterA.page, 'counter-refused-tablet');

    // Counter B: another device whose camera sees the phone's QR code, offline too. Chromium
    // opens the fake camera's file when the page starts the camera, so the video is written just
    // before: it holds the code the phone shows at that moment.
    const kept = await phone.page.evaluate(() => localStorage.getItem('hostel-meals:meal-passes'));
    const { offset, answer } = JSON.parse(kept!) as { offset: number; answer: MealPasses };
    const pass = answer.passes.find((item) => item.date === today)!;
    const video = path.join(videoDir, 'pass.y4m');
    cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const contextB = await newContext(cameraBrowser, journey.url);
    await contextB.grantPermissions(['camera']);
    await signInAs(contextB, 'admin');
    const counterB = await contextB.newPage();
    await counterB.goto('/dashboard/counter');
    await counterB.getByText(/residents covered/).waitFor();
    await setOffline(contextB, true);
    writeQrVideo(video, passQrText(pass.token, passCode(pass.secret, Date.now() + offset)));
    await counterB.getByRole('button', { name: 'Scan with camera' }).click();
    await counterB.locator('[data-verdict="served"]').waitFor();
    await verdict(counterB).getByText(name, { exact: true }).waitFor();
    await counterB.setViewportSize(TABLET);
    await shoot(counterB, 'counter-camera-tablet');

    // Online: the first scan (counter A's) counts, counter B's is a duplicate.
    await setOffline(counterA.context, false);
    await setOffline(contextB, false);
    const counterAId = await counterA.page.evaluate(() =>
      localStorage.getItem('hostel-meals:counter-id'),
    );
    await expect.poll(servingRows, { timeout: 30_000, interval: 100 }).toEqual([
      { counter_id: counterAId, duplicate: 0 },
      { counter_id: expect.not.stringMatching(counterAId!), duplicate: 1 },
    ]);
    // Both counters pull the server's verdict; the Kitchen's counts follow without a reload.
    for (const page of [counterA.page, counterB]) {
      await page
        .locator('.counter__counts')
        .getByText(/duplicate/)
        .waitFor({ timeout: 30_000 });
    }
    await served.filter({ hasText: String(servedBefore + 1) }).waitFor({ timeout: 30_000 });
    await duplicates.filter({ hasText: String(duplicatesBefore + 1) }).waitFor();
    for (const [size, width] of [
      [PHONE, 'phone'],
      [TABLET, 'tablet'],
    ] as const) {
      await kitchen.setViewportSize(size);
      await shoot(kitchen, `kitchen-served-${width}`);
    }
    await contextB.close();
  });
});
