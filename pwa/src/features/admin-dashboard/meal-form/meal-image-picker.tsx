// Meal Image (spec §2, §5): a file picker with a preview. Only jpg, jpeg, png and webp are taken;
// anything else, or a file that cannot be read as an image, gives 'File is not an image'. A
// refused submit without an image says so under the picker (`message`).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { VALIDATION } from '@hostel/shared-schema';
import { isAcceptedImage } from './meal-draft';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

export function MealImagePicker({
  file,
  onChange,
  label,
  message,
  fallbackUrl,
}: {
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  label: ReactNode;
  /** Why the form refused the field (no image yet), shown under the picker. */
  message?: string;
  /** The current image shown when no file is picked (the edit form). */
  fallbackUrl?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      if (input.current) input.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | undefined) => {
    if (picked && !isAcceptedImage(picked)) {
      setError(VALIDATION.fileNotImage);
      if (input.current) input.current.value = '';
      onChange(undefined);
      return;
    }
    setError(undefined);
    onChange(picked);
  };

  const shown = preview ?? fallbackUrl;
  const said = error ?? message;
  return (
    <div className={['ui-field', 'meal-image', said ? 'ui-field--invalid' : ''].join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="ui-control"
        aria-invalid={said ? true : undefined}
        aria-describedby={said ? `${id}-error` : undefined}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      {said && (
        <span id={`${id}-error`} className="ui-field__error" role="alert">
          {said}
        </span>
      )}
      {shown && (
        <img
          className="meal-image__preview"
          src={shown}
          alt="Meal image preview"
          onError={() => {
            // A file with an image name that is not an image (spec §8 'File is not an image').
            if (preview) pick(new File([], 'not-an-image', { type: 'text/plain' }));
          }}
        />
      )}
    </div>
  );
}
