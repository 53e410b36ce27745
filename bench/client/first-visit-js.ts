// The JavaScript a first visit of / costs on the wire, counted the honest way: every script the
// page itself loads PLUS every script the service worker fetches for its precache during that
// visit (each file once: a file both fetch is served from the HTTP cache the second time, the
// hashed assets being immutable), each at its brotli size, since the server answers the
// precompressed .br copy to a browser. Then a warm visit (a reload, the worker in control): the
// scripts still fetched from the network.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/browser';
import { followNetwork, networkQuiet } from '../../e2e/support/network-idle';

export type FirstVisitJs = {
  /** Brotli bytes of the scripts the page loads itself (workers included). */
  pageBytes: number;
  /** Brotli bytes of the scripts only the service worker's precache fetches. */
  precacheOnlyBytes: number;
  /** pageBytes + precacheOnlyBytes: the first visit's JavaScript on the wire. */
  totalBytes: number;
  /** Brotli bytes of the scripts a warm visit still fetches from the network. */
  warmBytes: number;
  /** Each file (path under dist/) with its brotli bytes and who fetched it. */
  files: { file: string; bytes: number; by: 'page' | 'precache' }[];
};

/**
 * The bytes a built file costs a browser that accepts brotli: its .br copy when the build wrote
 * one (scripts/precompress.mjs), else the file itself, which is what the server then sends (the
 * build leaves files under 1 KiB uncompressed, and so does the server's compression threshold).
 */
export function brotliSize(distDir: string, file: string): number {
  const br = path.join(distDir, `${file}.br`);
  return statSync(existsSync(br) ? br : path.join(distDir, file)).size;
}

const scriptPath = (url: string) => {
  const { pathname } = new URL(url);
  return /\.m?js$/.test(pathname) ? pathname.replace(/^\//, '') : undefined;
};

/** Opens `url` in a fresh Chromium profile and meters its scripts; `distDir` is what it serves. */
export async function measureFirstVisitJs(url: string, distDir: string): Promise<FirstVisitJs> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: url, serviceWorkers: 'allow' });
    const byPage = new Set<string>();
    const byWorker = new Set<string>();
    const warm = new Set<string>();
    let reloaded = false;
    context.on('request', (request) => {
      const file = scriptPath(request.url());
      if (!file || reloaded) return;
      // Requests a service worker makes (its precache) are reported on the context too.
      if (request.serviceWorker()) byWorker.add(file);
      else byPage.add(file);
    });
    context.on('response', (response) => {
      // On the warm visit only a script the worker did not answer crossed the wire.
      const file = scriptPath(response.url());
      if (reloaded && file && !response.fromServiceWorker()) warm.add(file);
    });
    const page = await context.newPage();
    followNetwork(page);
    await page.goto('/');
    await networkQuiet(page);
    // `ready` resolves once the worker is active, i.e. its install (the precache) has finished.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await networkQuiet(page);
    reloaded = true;
    await page.reload();
    await networkQuiet(page);
    const files: FirstVisitJs['files'] = [];
    for (const file of byPage) files.push({ file, bytes: brotliSize(distDir, file), by: 'page' });
    for (const file of byWorker) {
      if (!byPage.has(file)) files.push({ file, bytes: brotliSize(distDir, file), by: 'precache' });
    }
    files.sort((a, b) => b.bytes - a.bytes);
    const sum = (by: 'page' | 'precache') =>
      files.filter((entry) => entry.by === by).reduce((total, entry) => total + entry.bytes, 0);
    const pageBytes = sum('page');
    const precacheOnlyBytes = sum('precache');
    const warmBytes = [...warm].reduce((total, file) => total + brotliSize(distDir, file), 0);
    return {
      pageBytes,
      precacheOnlyBytes,
      totalBytes: pageBytes + precacheOnlyBytes,
      warmBytes,
      files,
    };
  } finally {
    await browser.close();
  }
}
