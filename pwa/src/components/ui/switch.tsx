// Switch: an on/off setting that applies at once (radix Switch: role="switch", Space/Enter,
// aria-checked), with its label and an optional hint wired to it. Used where a choice is a
// preference rather than a form field ("Hide meals I can't eat", halal only, the halal flag).
import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import './switch.css';

export type SwitchProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
};

export function Switch({
  label,
  checked,
  onCheckedChange,
  hint,
  disabled,
  id,
  name,
  className,
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  return (
    <div className={['ui-switch', className ?? ''].join(' ').trim()}>
      <div className="ui-switch__text">
        <label htmlFor={controlId} className="ui-switch__label">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="ui-switch__hint">
            {hint}
          </span>
        )}
      </div>
      <RadixSwitch.Root
        id={controlId}
        name={name}
        className="ui-switch__root"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
      >
        <RadixSwitch.Thumb className="ui-switch__thumb" />
      </RadixSwitch.Root>
    </div>
  );
}
