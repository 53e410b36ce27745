// Button: the one button of the app. Variants by role, a loading state (spinner, aria-busy,
// no double submit) and `asChild` to style a router Link as a button.
import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
  /** Render the only child (e.g. a <Link>) with the button's look. */
  asChild?: boolean;
  icon?: ReactNode;
  block?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  icon,
  block,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, `ui-button--${size}`];
  if (block) classes.push('ui-button--block');
  if (className) classes.push(className);
  if (asChild) {
    return (
      <Slot.Root className={classes.join(' ')} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={18} label="Working" /> : icon}
      {children}
    </button>
  );
}
