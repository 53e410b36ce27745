// A journey file's shared contexts: one per role (visitor, resident, admin), kept from journey to
// journey, so the app a journey opens there is already installed (service worker and precache,
// local database, first sync done) instead of starting in a fresh profile each time. A journey
// takes its role's context, gets a new page in it, and gives it back when it ends: the context
// goes online again, its routes go, and its pages close once nothing waits to sync. It is dropped
// instead (the next journey gets a fresh one) when the journey failed, so that a retry starts
// clean, or when it left a change waiting or refused, or the session signed out or changed to
// someone else.
// Which journeys may share: docs/decisions/0215-journeys-share-a-context-per-role.md.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInAs, type DemoRole } from './auth';
import { newContext } from './browser';
import { setOffline } from './offline';

type Role = DemoRole | 'visitor';
type Entry = { context: BrowserContext; role: Role; session: string; taken: boolean };

/** How long a page may take, back online, to send what it has waiting. */
const SETTLE_MS = 10_000;

/** Who the context's session belongs to, and in what role, as the server sees it. */
async function sessionOf(context: BrowserContext): Promise<string> {
  const answer = await context.request.get('/api/auth/session');
  if (!answer.ok()) return `answered ${answer.status()}`;
  const { user } = (await answer.json()) as { user: { email: string; role: string } | null };
  return user ? `${user.email} (${user.role})` : 'nobody';
}

/**
 * Whether the page's sync indicator, if it shows one, says "Online" with nothing waiting. It
 * waits while something is still waiting to be sent; a change the server refused (", 1 change
 * not saved") is an answer at once: the next journey must not find it.
 */
function nothingWaiting(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const indicator = document.querySelector('[data-testid="sync-indicator"]');
        if (!indicator) return 'settled';
        const label = indicator.getAttribute('aria-label') ?? '';
        if (label === 'Online') return 'settled';
        return label.startsWith('Online') && !/waiting/.test(label) ? 'refused' : false;
      },
      null,
      { timeout: SETTLE_MS },
    )
    .then(
      async (answer) => (await answer.jsonValue()) === 'settled',
      () => false,
    );
}

export class SharedContexts {
  private readonly entries = new Map<Role, Entry>();

  constructor(
    private readonly browser: () => Browser,
    private readonly url: () => string,
  ) {}

  /**
   * The role's shared context for this journey, or null when the journey holds it already (its
   * second device of that role is a fresh context).
   */
  async take(as: DemoRole | undefined): Promise<BrowserContext | null> {
    const role: Role = as ?? 'visitor';
    const held = this.entries.get(role);
    if (held?.taken) return null;
    if (held) {
      held.taken = true;
      return held.context;
    }
    const context = await newContext(this.browser(), this.url());
    if (as) await signInAs(context, as);
    this.entries.set(role, { context, role, session: await sessionOf(context), taken: true });
    return context;
  }

  /** After each journey: the contexts it took are made ready for the next one, or dropped. */
  async giveBack(journeyFailed: boolean): Promise<void> {
    const taken = [...this.entries.values()].filter((entry) => entry.taken);
    await Promise.all(taken.map((entry) => this.reset(entry, journeyFailed)));
  }

  private async reset(entry: Entry, journeyFailed: boolean): Promise<void> {
    entry.taken = false;
    const { context } = entry;
    const reusable = async () => {
      if (journeyFailed) return false;
      await setOffline(context, false);
      const settled = await Promise.all(context.pages().map(nothingWaiting));
      return settled.every(Boolean) && (await sessionOf(context)) === entry.session;
    };
    const keep = await reusable().catch(() => false);
    if (!keep) {
      this.entries.delete(entry.role);
      await context.close();
      return;
    }
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(context.pages().map((page) => page.close()));
  }

  async closeAll(): Promise<void> {
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(entries.map((entry) => entry.context.close()));
  }
}
