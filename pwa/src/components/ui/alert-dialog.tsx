// AlertDialog: the confirmation before anything destructive ('Are you sure?'). Confirm runs
// `onConfirm`; the dialog stays open while it is busy so a spinner can show.
import { AlertDialog as RadixAlert } from 'radix-ui';
import type { ReactNode } from 'react';
import { MESSAGES } from '@hostel/shared-schema';
import { Button } from './button';
import './dialog.css';

export type AlertDialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
};

export function AlertDialog({
  open,
  onOpenChange,
  trigger,
  title = MESSAGES.confirmTitle,
  description,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  destructive = true,
  busy = false,
  onConfirm,
}: AlertDialogProps) {
  return (
    <RadixAlert.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixAlert.Trigger asChild>{trigger}</RadixAlert.Trigger>}
      <RadixAlert.Portal>
        <RadixAlert.Overlay className="ui-overlay" />
        <RadixAlert.Content className="ui-dialog ui-dialog--sm ui-alert">
          <RadixAlert.Title className="ui-dialog__title">{title}</RadixAlert.Title>
          {description ? (
            <RadixAlert.Description className="ui-alert__text">
              {description}
            </RadixAlert.Description>
          ) : (
            <RadixAlert.Description className="visually-hidden">{title}</RadixAlert.Description>
          )}
          <div className="ui-alert__actions">
            <RadixAlert.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </RadixAlert.Cancel>
            <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
