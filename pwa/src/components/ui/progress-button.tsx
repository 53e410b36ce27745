// Progress button (spec §4): idle -> loading ('Wait..') -> success ('Success!') or, after a
// 600 ms delay, an error label ('Rating', 'Ingrediants', 'Error', ...), then back to idle after
// about 500 ms. The action returns nothing for success, `{ error: label }` for a known failure,
// or throws (label 'Error').
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES, TIMINGS } from '@hostel/shared-schema';
import { Button, type ButtonProps } from './button';

export type ProgressState = 'idle' | 'loading' | 'success' | 'error';
export type ProgressOutcome = void | { error: string };

export type ProgressButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  onAction: () => Promise<ProgressOutcome> | ProgressOutcome;
  loadingLabel?: ReactNode;
  successLabel?: ReactNode;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ProgressButton({
  onAction,
  loadingLabel = MESSAGES.progressLoading,
  successLabel = MESSAGES.progressSuccess,
  children,
  variant,
  disabled,
  ...rest
}: ProgressButtonProps) {
  const [state, setState] = useState<ProgressState>('idle');
  const [errorLabel, setErrorLabel] = useState<string>(MESSAGES.progressError);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const set = (next: ProgressState) => {
    if (mounted.current) setState(next);
  };

  async function run() {
    if (state !== 'idle') return;
    set('loading');
    let outcome: ProgressOutcome;
    try {
      outcome = await onAction();
    } catch {
      outcome = { error: MESSAGES.progressError };
    }
    if (outcome && 'error' in outcome) {
      await wait(TIMINGS.errorLabelDelayMs);
      if (mounted.current) setErrorLabel(outcome.error);
      set('error');
    } else {
      set('success');
    }
    await wait(TIMINGS.progressButtonReleaseMs);
    set('idle');
  }

  const label =
    state === 'loading'
      ? loadingLabel
      : state === 'success'
        ? successLabel
        : state === 'error'
          ? errorLabel
          : children;
  const tone = state === 'success' ? 'success' : state === 'error' ? 'danger' : variant;

  return (
    <Button
      {...rest}
      variant={tone}
      loading={state === 'loading'}
      disabled={disabled || state !== 'idle'}
      data-state={state}
      aria-live="polite"
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
