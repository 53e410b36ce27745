// Where the engine runs is known only once the app has started it (in the shared worker, or
// in the page: current-layer.ts' startEngine). Screens mount and sign in before that: their
// requests and watches wait for the choice, instead of going to an engine that never opens.
// Without a pending choice (tests, or the choice made) nothing waits.
let choice: Promise<void> | undefined;
let settle = () => undefined as void;

/** The app will choose (called at boot, before anything can send or watch). */
export function awaitEngineChoice(): void {
  choice ??= new Promise<void>((resolve) => (settle = resolve));
}

/** The choice is made: what waited goes on. */
export function engineChosen(): void {
  settle();
  choice = undefined;
}

/** Settles once the engine is chosen; undefined when nothing is pending. */
export const pendingChoice = (): Promise<void> | undefined => choice;
