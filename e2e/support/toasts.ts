// Toast helpers: the toast's title element only (radix also announces the text in a hidden
// live region, so a plain getByText would match twice).
import type { Locator, Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function toastWith(page: Page, text: string): Locator {
  return page.locator('.ui-toast__title').filter({ hasText: new RegExp(`^${escape(text)}$`) });
}
