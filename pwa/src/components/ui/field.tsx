// Form fields: label, control, hint and error wired together with ids and aria attributes so a
// screen reader announces the error with the field. Input, Select and Textarea share the frame.
import { CircleAlert } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './field.css';

type FieldFrameProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
};

function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` };
}

function Frame({
  label,
  error,
  hint,
  hideLabel,
  className,
  controlId,
  errorId,
  hintId,
  children,
}: FieldFrameProps & { controlId: string; errorId: string; hintId: string; children: ReactNode }) {
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : '', className ?? ''].join(' ')}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
        {/* Spec §5: a red warning marker beside the label of an invalid field. */}
        {error && <CircleAlert aria-hidden size={16} className="ui-field__marker" />}
      </label>
      {children}
      {hint && !error && (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="ui-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

function describedBy(error: string | undefined, hint: ReactNode, errorId: string, hintId: string) {
  if (error) return errorId;
  return hint ? hintId : undefined;
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldFrameProps;

export function Input({ label, error, hint, hideLabel, className, id, ...rest }: InputProps) {
  const ids = useFieldIds(id);
  return (
    <Frame {...{ label, error, hint, hideLabel, className }} {...ids}>
      <input
        id={ids.controlId}
        className="ui-control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, ids.errorId, ids.hintId)}
        {...rest}
      />
    </Frame>
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrameProps;

export function Textarea({ label, error, hint, hideLabel, className, id, ...rest }: TextareaProps) {
  const ids = useFieldIds(id);
  return (
    <Frame {...{ label, error, hint, hideLabel, className }} {...ids}>
      <textarea
        id={ids.controlId}
        className="ui-control ui-control--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, ids.errorId, ids.hintId)}
        {...rest}
      />
    </Frame>
  );
}

export type SelectOption = { value: string; label: string };
export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldFrameProps & { options: readonly SelectOption[] };

/** A native select: the most reliable picker on phones and with assistive technology. */
export function Select({
  label,
  error,
  hint,
  hideLabel,
  className,
  id,
  options,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <Frame {...{ label, error, hint, hideLabel, className }} {...ids}>
      <select
        id={ids.controlId}
        className="ui-control ui-control--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, ids.errorId, ids.hintId)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
