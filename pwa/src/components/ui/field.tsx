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
  /** What is wrong: one message, or every rule the value breaks (each on its own line). */
  error?: string | readonly string[];
  hint?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  /** The label brings its own invalid marker (the meal forms' warning icon): no second one. */
  ownMarker?: boolean;
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
  ownMarker,
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
        {error && !ownMarker && <CircleAlert aria-hidden size={16} className="ui-field__marker" />}
      </label>
      {children}
      {hint && !error && (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="ui-field__error" role="alert">
          {typeof error === 'string'
            ? error
            : error.map((message) => (
                <span key={message} className="ui-field__error-line">
                  {message}
                </span>
              ))}
        </span>
      )}
    </div>
  );
}

function describedBy(
  error: FieldFrameProps['error'],
  hint: ReactNode,
  errorId: string,
  hintId: string,
) {
  if (error) return errorId;
  return hint ? hintId : undefined;
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> &
  FieldFrameProps & {
    /** A control at the input's end (the password's Show button). */
    trailing?: ReactNode;
  };

export function Input({
  label,
  error,
  hint,
  hideLabel,
  ownMarker,
  className,
  id,
  trailing,
  ...rest
}: InputProps) {
  const ids = useFieldIds(id);
  const input = (
    <input
      id={ids.controlId}
      className="ui-control"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error, hint, ids.errorId, ids.hintId)}
      {...rest}
    />
  );
  return (
    <Frame {...{ label, error, hint, hideLabel, ownMarker, className }} {...ids}>
      {trailing ? (
        <span className="ui-control-row">
          {input}
          {trailing}
        </span>
      ) : (
        input
      )}
    </Frame>
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrameProps;

export function Textarea({
  label,
  error,
  hint,
  hideLabel,
  ownMarker,
  className,
  id,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds(id);
  return (
    <Frame {...{ label, error, hint, hideLabel, ownMarker, className }} {...ids}>
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
  ownMarker,
  className,
  id,
  options,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <Frame {...{ label, error, hint, hideLabel, ownMarker, className }} {...ids}>
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
