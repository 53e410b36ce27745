// The first screen's data the server wrote into this page's HTML (decision 0287,
// sync-server/src/static/first-screen.ts): the answers of the streams a visitor's first screen
// watches, read once from the page. useWatch starts a stream from its answer here, so the
// screen renders without waiting for the engine's first pull. The server renders the same first
// screen to HTML with the same answers (prerender/first-screen-markup.tsx, renderingWith).
import {
  FIRST_SCREEN_ELEMENT_ID,
  firstScreenKey,
  type FirstScreenAnswer,
} from '@hostel/shared-schema';

type Carried = Pick<FirstScreenAnswer, 'value' | 'collection'>;

/** The element last read and its answers by key: parsed once per element. */
let parsed: { element: Element | null; answers: Map<string, Carried> } | undefined;

function answersOf(element: Element | null): Map<string, Carried> {
  const found = new Map<string, Carried>();
  if (!element?.textContent) return found;
  try {
    for (const answer of JSON.parse(element.textContent) as FirstScreenAnswer[]) {
      found.set(firstScreenKey(answer.name, answer.args), {
        value: answer.value,
        collection: answer.collection,
      });
    }
  } catch {
    // Not ours to fail on: the engine answers anyway.
  }
  return found;
}

/** The answers of a render on the server (renderingWith), in place of the page's. */
let rendering: Map<string, Carried> | undefined;
/** The time a render on the server is for (a page that shows the time of day: the menu). */
let renderingAt: number | undefined;

/**
 * Renders with `answers` as the first screen's, at the time `at` (a server's render to HTML,
 * synchronous).
 */
export function renderingWith<T>(answers: FirstScreenAnswer[], render: () => T, at?: number): T {
  rendering = new Map(
    answers.map((answer) => [
      firstScreenKey(answer.name, answer.args),
      { value: answer.value, collection: answer.collection },
    ]),
  );
  renderingAt = at;
  try {
    return render();
  } finally {
    rendering = undefined;
    renderingAt = undefined;
  }
}

/** The time a server's render is for; undefined anywhere else (the device's clock then). */
export const firstScreenRenderedAt = (): number | undefined => renderingAt;

/** The page's first-screen answer of a stream for these arguments, if it carries one. */
export function firstScreenAnswer(
  name: string,
  args: Record<string, unknown>,
): Carried | undefined {
  if (rendering) return rendering.get(firstScreenKey(name, args));
  const element =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (parsed?.element !== element) parsed = { element, answers: answersOf(element) };
  const key = firstScreenKey(name, args);
  return parsed.answers.get(key);
}
