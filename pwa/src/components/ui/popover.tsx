// Popover: radix Popover (focus moves in, Escape and a click outside close it, focus returns to
// the trigger) with the menus' look, for a small panel of content rather than a list of actions
// (the sync menu's status and "Changes not saved").
import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode } from 'react';
import './popover.css';

export function Popover({
  trigger,
  children,
  label,
  open,
  onOpenChange,
  align = 'end',
}: {
  trigger: ReactNode;
  children: ReactNode;
  /** The panel's accessible name (it is a dialog). */
  label: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
}) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="ui-popover"
          align={align}
          sideOffset={8}
          collisionPadding={8}
          aria-label={label}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
