// Tabs: radix Tabs (arrow keys move between tabs) with the app's look.
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import './tabs.css';

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
}: {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}) {
  return (
    <RadixTabs.Root
      className="ui-tabs"
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="ui-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="ui-tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="ui-tabs__content">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
