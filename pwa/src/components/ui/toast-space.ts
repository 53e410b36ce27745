// The screen's top band the toasts take, published as `--toast-space` on the root element (the
// bottom edge of the last toast, 0 with none), so an open dialog sits below it
// (dialog.css): on a phone a toast never covers a dialog's title, close button or controls.
import { useEffect, type RefObject } from 'react';

export const TOAST_SPACE_PROPERTY = '--toast-space';

export function useToastSpace(viewport: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const bottom = element.childElementCount > 0 ? element.getBoundingClientRect().bottom : 0;
      root.style.setProperty(TOAST_SPACE_PROPERTY, `${Math.ceil(Math.max(0, bottom))}px`);
    };
    publish();
    // A toast added or closed resizes the list; so does a new screen width (the band moves).
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_SPACE_PROPERTY);
    };
  }, [viewport]);
}
