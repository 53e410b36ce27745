// Star rating: a read-only display ("4 out of 5 stars") and an input (a radio group, so arrow
// keys work) used by the review form and the Add Meal picker (0 to 5, step 1).
import { Star } from 'lucide-react';
import { useId } from 'react';
import { RATING_MAX } from '@hostel/shared-schema';
import './star-rating.css';

export function StarRating({ value, size = 18 }: { value: number; size?: number }) {
  const rounded = Math.round(value);
  return (
    <span className="ui-stars" role="img" aria-label={`Rating ${rounded} out of ${RATING_MAX}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          size={size}
          className={index < rounded ? 'ui-stars__star ui-stars__star--on' : 'ui-stars__star'}
        />
      ))}
    </span>
  );
}

export function StarRatingInput({
  value,
  onChange,
  label,
  min = 1,
  error,
  name,
}: {
  value: number | null;
  onChange: (value: number) => void;
  label: string;
  /** Lowest choosable value: 1 for reviews, 0 for the Add Meal picker. */
  min?: 0 | 1;
  error?: string;
  name?: string;
}) {
  const generated = useId();
  const groupName = name ?? generated;
  const errorId = `${generated}-error`;
  const choices = Array.from({ length: RATING_MAX - min + 1 }, (_, index) => index + min);
  return (
    <fieldset
      className="ui-stars-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="ui-field__label">{label}</legend>
      <div className="ui-stars-input__choices">
        {choices.map((choice) => (
          <label key={choice} className="ui-stars-input__choice">
            <input
              type="radio"
              className="visually-hidden"
              name={groupName}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {choice === 0 ? (
              <span className="ui-stars-input__zero">0</span>
            ) : (
              <Star
                aria-hidden
                size={28}
                className={
                  value !== null && choice <= value
                    ? 'ui-stars__star ui-stars__star--on'
                    : 'ui-stars__star'
                }
              />
            )}
            <span className="visually-hidden">
              {choice} {choice === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="ui-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
