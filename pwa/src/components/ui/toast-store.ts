// The toast queue: a tiny store any code can push to (`toast.success('Review Added')`), including
// code outside React such as the auth client's 401 handler. <Toaster/> renders it.
import { TIMINGS } from '@hostel/shared-schema';

export type ToastVariant = 'success' | 'error' | 'info';
/** Spec §8 places most toasts top-end; the payment success toast is top-start. */
export type ToastPosition = 'top-end' | 'top-start';

export type ToastOptions = {
  description?: string;
  position?: ToastPosition;
  /** Auto-close after this many ms (spec §9: 2 s by default). */
  duration?: number;
};

export type ToastItem = Required<Pick<ToastOptions, 'position' | 'duration'>> & {
  id: number;
  variant: ToastVariant;
  title: string;
  description?: string;
};

type Listener = (items: readonly ToastItem[]) => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(items);
}

function push(variant: ToastVariant, title: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const position = options.position ?? 'top-end';
  // The same message again (a second failed login, a double tap) replaces the open one and
  // starts its time again, instead of stacking copies.
  const same = (item: ToastItem) =>
    item.variant === variant &&
    item.title === title &&
    item.description === options.description &&
    item.position === position;
  items = [
    ...items.filter((item) => !same(item)),
    {
      id,
      variant,
      title,
      description: options.description,
      position,
      duration: options.duration ?? TIMINGS.toastMs,
    },
  ];
  emit();
  return id;
}

export const toast = {
  success: (title: string, options?: ToastOptions) => push('success', title, options),
  error: (title: string, options?: ToastOptions) => push('error', title, options),
  info: (title: string, options?: ToastOptions) => push('info', title, options),
  dismiss(id: number) {
    items = items.filter((item) => item.id !== id);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(items);
    return () => listeners.delete(listener);
  },
  /** Test helper: forget every toast. */
  reset() {
    items = [];
    emit();
  },
};
