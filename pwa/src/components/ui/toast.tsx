// <Toaster/>: renders the toast queue with radix Toast. One radix provider per corner, because a
// radix provider owns exactly one viewport (spec §8 uses top-end and top-start).
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { toast, type ToastItem, type ToastPosition } from './toast-store';
import './toast.css';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

let snapshot: readonly ToastItem[] = [];
function subscribe(onChange: () => void) {
  return toast.subscribe((items) => {
    snapshot = items;
    onChange();
  });
}

function Corner({ position, items }: { position: ToastPosition; items: readonly ToastItem[] }) {
  return (
    <Toast.Provider swipeDirection={position === 'top-end' ? 'right' : 'left'}>
      {items.map((item) => {
        const Icon = ICONS[item.variant];
        return (
          <Toast.Root
            key={item.id}
            className={`ui-toast ui-toast--${item.variant}`}
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
      <Toast.Viewport className={`ui-toast-viewport ui-toast-viewport--${position}`} />
    </Toast.Provider>
  );
}

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => snapshot);
  return (
    <>
      <Corner position="top-end" items={items.filter((item) => item.position === 'top-end')} />
      <Corner position="top-start" items={items.filter((item) => item.position === 'top-start')} />
    </>
  );
}
