// One-off generator for the PWA's images in pwa/public: the logo (/logo.png, spec §2), the
// manifest icons, the default avatar and the error page picture. They are Microsoft's Fluent
// Emoji (MIT, @iconify-json/fluent-emoji) drawn on a warm plate, rendered to PNG by headless
// chromium, so the app ships real PNGs and needs no network. Run: npx tsx pwa/scripts/make-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import emoji from '@iconify-json/fluent-emoji/icons.json' with { type: 'json' };

const OUT = path.resolve('pwa/public');
const icons = (emoji as { icons: Record<string, { body: string }> }).icons;

function svg(name: string, background: string | null, padding: number): string {
  const body = icons[name]?.body;
  if (!body) throw new Error(`no emoji ${name}`);
  const inner = 32 - padding * 2;
  const plate = background
    ? `<rect width="32" height="32" rx="7" fill="${background}"/><circle cx="16" cy="16" r="${inner / 2 + 1}" fill="#fff8ef"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${plate}<svg x="${padding}" y="${padding}" width="${inner}" height="${inner}" viewBox="0 0 32 32">${body}</svg></svg>`;
}

const targets: {
  file: string;
  emoji: string;
  size: number;
  background: string | null;
  padding: number;
}[] = [
  { file: 'logo.png', emoji: 'pot-of-food', size: 256, background: '#b4501b', padding: 6 },
  { file: 'icon-192.png', emoji: 'pot-of-food', size: 192, background: '#b4501b', padding: 6 },
  { file: 'icon-512.png', emoji: 'pot-of-food', size: 512, background: '#b4501b', padding: 6 },
  // Maskable: the safe zone is the inner 80%, so the dish sits well inside.
  {
    file: 'icon-maskable-512.png',
    emoji: 'pot-of-food',
    size: 512,
    background: '#b4501b',
    padding: 8,
  },
  {
    file: 'apple-touch-icon.png',
    emoji: 'pot-of-food',
    size: 180,
    background: '#b4501b',
    padding: 6,
  },
  {
    file: 'default-avatar.png',
    emoji: 'bust-in-silhouette',
    size: 128,
    background: '#e4d9cc',
    padding: 5,
  },
  {
    file: 'error-picture.png',
    emoji: 'face-with-spiral-eyes',
    size: 320,
    background: null,
    padding: 1,
  },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const page = await browser.newPage();
mkdirSync(OUT, { recursive: true });
for (const target of targets) {
  await page.setViewportSize({ width: target.size, height: target.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(target.emoji, target.background, target.padding).replace('<svg ', `<svg width="${target.size}" height="${target.size}" `)}</body></html>`,
  );
  const png = await page.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: target.size, height: target.size },
  });
  writeFileSync(path.join(OUT, target.file), png);
  console.log('wrote', target.file);
}
await browser.close();
