// After a refused submit, the person's eyes and keyboard go to what is wrong: the first field
// of the form marked aria-invalid (in the page's order) is scrolled to the middle of its
// scrolling box and focused. A group (the star picker, the allergens) gives its first control.
// The move waits for the render that marks the fields, so the markers it reads are the new ones.
import { useCallback, useEffect, useRef, useState } from 'react';

const CONTROLS =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** The element to focus for an invalid field: itself, or its first control when a group. */
function focusTarget(marked: Element): HTMLElement | null {
  if (marked.matches(CONTROLS)) return marked as HTMLElement;
  return marked.querySelector<HTMLElement>(CONTROLS);
}

export function moveToFirstInvalid(root: ParentNode): HTMLElement | null {
  const marked = root.querySelector('[aria-invalid="true"]');
  const target = marked && focusTarget(marked);
  if (!marked || !target) return null;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  marked.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
  return target;
}

/**
 * `ref` goes on the form; `refused()` is called where the submit is refused (after the state
 * that marks the fields is set).
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && ref.current) moveToFirstInvalid(ref.current);
  }, [refusals]);
  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  return { ref, refused };
}
