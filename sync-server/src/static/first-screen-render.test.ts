// With the renderer the PWA's build puts beside its folder (first-screen-markup.ts), a visitor's
// All Meals, meal or menu page also carries the page itself in the app shell's place, and the CSS files
// it needs in the head, beside its data. A renderer that fails leaves the page to the shell and
// its data; another page keeps the shell as it is. (The real renderer's pages, painted before any
// script and taken over without moving, are in e2e/app-shell-paint.test.ts.)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIRST_SCREEN_BUILD, FIRST_SCREEN_ELEMENT_ID } from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { addMealVia } from '../test-support/meal-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';

const SHELL =
  '<!doctype html><html><head><title>Hostel Meals</title></head><body><div id="root">' +
  '<!--app-shell--><div class="app-shell"></div><!--/app-shell--></div></body></html>';

/**
 * A stand-in renderer: the path, the answers' names and which render this is, and a failure on a
 * meal's page.
 */
const RENDERER = `
let renders = 0;
export function renderFirstScreenMarkup(path, answers) {
  if (path.startsWith('/meal/')) throw new Error('cannot render a meal');
  renders += 1;
  return '<main data-path="' + path + '" data-render="' + renders + '">' +
    answers.map((a) => a.name).join(',') + ' $& $1</main>';
}`;

let test: TestServer;
let admin: ApiClient;
let mealId: string;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hostel-dist-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'shell.html'), SHELL);
  const renderer = `${dist}${FIRST_SCREEN_BUILD.dirSuffix}`;
  mkdirSync(renderer);
  writeFileSync(path.join(renderer, FIRST_SCREEN_BUILD.module), RENDERER);
  writeFileSync(
    path.join(renderer, FIRST_SCREEN_BUILD.css),
    JSON.stringify({ allMeals: ['assets/main-1.css', 'assets/pages-2.css'], meal: [] }),
  );
  test = await startTestServer({ PWA_DIST_DIR: dist });
  admin = (await signedInAs(test, 'admin')).client;
  mealId = await addMealVia(admin, { price: 20 });
});
afterAll(() => test.close());

it("puts All Meals' first render in the app shell's place, its CSS in the head", async () => {
  const page = await test.client().get('/all-meals');
  const html = page.body as string;
  expect(html).toContain(
    '<!--app-shell--><main data-path="/all-meals" data-render="1">meals $& $1</main><!--/app-shell-->',
  );
  expect(html).not.toContain('class="app-shell"');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/main-1.css">');
  expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/pages-2.css">');
  expect(head).toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
});

it('leaves a page its renderer fails on to the shell, with its data', async () => {
  const page = await test.client().get(`/meal/${mealId}`);
  expect(page.status).toBe(200);
  const html = page.body as string;
  expect(html).toContain('<!--app-shell--><div class="app-shell"></div><!--/app-shell-->');
  expect(html).toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
  expect(html).not.toContain('rel="stylesheet"');
});

it('keeps the shell as it is for a page whose first screen is not data', async () => {
  expect((await test.client().get('/dashboard/my-profile')).body).toBe(SHELL);
});

it('renders a page again only when its data changed', async () => {
  const renderOf = async () =>
    /data-render="(\d+)"/.exec((await test.client().get('/all-meals')).body as string)![1];
  const before = await renderOf();
  expect(await renderOf()).toBe(before);
  await addMealVia(admin, { price: 1 });
  const after = await renderOf();
  expect(Number(after)).toBe(Number(before) + 1);
  expect(await renderOf()).toBe(after);
});
