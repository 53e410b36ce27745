// Calls `onTrigger` when the page has been scrolled to 80% of the list (spec §9), checking at
// most every 150 ms. It also checks after each render of a short list, so a list that does not
// fill the screen keeps loading until it does.
import { useEffect, useRef, type RefObject } from 'react';
import { ALL_MEALS_SCROLL_THROTTLE_MS, ALL_MEALS_SCROLL_TRIGGER } from '@hostel/shared-schema';
import { throttle } from '../../../lib/throttle';

export function reachedTrigger(rect: { top: number; height: number }, viewportHeight: number) {
  const seen = viewportHeight - rect.top;
  return seen >= rect.height * ALL_MEALS_SCROLL_TRIGGER;
}

export function useScrollTrigger(
  listRef: RefObject<HTMLElement | null>,
  onTrigger: () => void,
  enabled: boolean,
  /** Changes when the list grows, to re-check a short list. */
  size: number,
) {
  const callback = useRef(onTrigger);
  callback.current = onTrigger;

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const list = listRef.current;
      if (list && reachedTrigger(list.getBoundingClientRect(), window.innerHeight)) {
        callback.current();
      }
    };
    const onScroll = throttle(check, ALL_MEALS_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    check();
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [listRef, enabled, size]);
}
