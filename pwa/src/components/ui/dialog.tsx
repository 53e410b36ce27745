// Dialog: radix Dialog with the app's overlay, panel, title and a labelled close button.
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
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
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-overlay" />
        <RadixDialog.Content
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
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
