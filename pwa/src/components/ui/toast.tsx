// <Toaster/>: renders the toast queue with radix Toast. ONE provider and ONE viewport (one
// "Notifications (F8)" region for screen readers, axe landmark-unique): the viewport spans the top
// of the screen and each toast aligns to its corner (spec §8 uses top-end and top-start). The
// band the toasts take is published (toast-space.ts), so open dialogs sit below it.
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useRef, useSyncExternalStore } from 'react';
import { useToastSpace } from './toast-space';
import { toast, type ToastItem } from './toast-store';
import './toast.css';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

let snapshot: readonly ToastItem[] = [];
function subscribe(onChange: () => void) {
  return toast.subscribe((items) => {
    snapshot = items;
    onChange();
  });
}

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => snapshot);
  const viewport = useRef<HTMLOListElement>(null);
  useToastSpace(viewport);
  return (
    <Toast.Provider swipeDirection="right">
      {items.map((item) => {
        const Icon = ICONS[item.variant];
        return (
          <Toast.Root
            key={item.id}
            className={`ui-toast ui-toast--${item.variant} ui-toast--${item.position}`}
            duration={item.duration}
            type={item.variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) toast.dismiss(item.id);
            }}
          >
            <Icon className="ui-toast__icon" aria-hidden size={22} />
            <div className="ui-toast__text">
              <Toast.Title className="ui-toast__title">{item.title}</Toast.Title>
              {item.description && (
                <Toast.Description className="ui-toast__description">
                  {item.description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close className="ui-toast__close" aria-label="Dismiss">
              <X aria-hidden size={18} />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport ref={viewport} className="ui-toast-viewport" />
    </Toast.Provider>
  );
}
