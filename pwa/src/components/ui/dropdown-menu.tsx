// DropdownMenu: radix DropdownMenu (keyboard and focus handled) with the app's look. Items are
// either actions (onSelect) or links (asChild around a router Link).
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import './dropdown-menu.css';

export function DropdownMenu({
  trigger,
  children,
  align = 'end',
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="ui-menu" align={align} sideOffset={8}>
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  asChild,
  disabled,
}: {
  children: ReactNode;
  onSelect?: () => void;
  asChild?: boolean;
  disabled?: boolean;
}) {
  return (
    <RadixMenu.Item
      className="ui-menu__item"
      onSelect={onSelect}
      asChild={asChild}
      disabled={disabled}
    >
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className="ui-menu__label">{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="ui-menu__separator" />;
}
