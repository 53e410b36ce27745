// Tooltip: radix Tooltip for short hints (why a button is disabled offline). The trigger is
// wrapped in a focusable span so a hint can be shown for a disabled button too.
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import './tooltip.css';

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>
          <span className="ui-tooltip-trigger" tabIndex={0}>
            {children}
          </span>
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="ui-tooltip" sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className="ui-tooltip__arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
