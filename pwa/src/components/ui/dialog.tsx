// Dialog: radix Dialog with the app's overlay, panel, title and a labelled close button.
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import './dialog.css';

export type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered with asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
};

export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  size = 'md',
  children,
}: DialogProps) {
  // Used with a trigger alone (uncontrolled), it keeps its own state.
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={change}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      {/* Mounted while open, and then in the very render that opens it (forceMount): Radix would
          otherwise mount the content in a second, synchronous render started from a layout
          effect, so the opening could never be rendered in slices (a long task on a slow phone).
          No exit animation is lost: the dialog has none. */}
      {isOpen && (
        <RadixDialog.Portal forceMount>
          <RadixDialog.Overlay className="ui-overlay" forceMount />
          <RadixDialog.Content
            forceMount
            onOpenAutoFocus={focusOnceShown}
            className={`ui-dialog ui-dialog--${size}`}
            // Without a description radix wants an explicit "no description".
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className="ui-dialog__header">
              <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
              <RadixDialog.Close className="ui-dialog__close" aria-label="Close">
                <X aria-hidden size={22} />
              </RadixDialog.Close>
            </div>
            {description && (
              <RadixDialog.Description className="ui-dialog__description">
                {description}
              </RadixDialog.Description>
            )}
            <div className="ui-dialog__body">{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

/**
 * Focus moves into the dialog, to its close button (the first place Radix would choose too), once
 * the dialog is painted: moved at once, it made the browser compute the whole page's style and
 * layout in the task that opened the dialog.
 */
function focusOnceShown(event: Event) {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement;
  void afterNextPaint().then(() => {
    if (!content.isConnected || content.contains(document.activeElement)) return;
    content.querySelector<HTMLElement>('.ui-dialog__close')?.focus();
  });
}
