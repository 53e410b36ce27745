// Ingredients (spec §2, §5): a text box plus an Add button; items show as removable chips with
// a count. An empty text is not added; Enter in the box adds too (it never submits the form).
// A refused Add Meal submit with no ingredient says so under the box (`error`).
import { Plus, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button, Input } from '../../../components/ui';
import { addIngredient, removeIngredient } from './meal-draft';

export function IngredientsInput({
  value,
  onChange,
  label = 'Ingredients',
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  label?: ReactNode;
  /** Why the form refused the list (Add Meal needs one ingredient). */
  error?: string;
}) {
  const [text, setText] = useState('');
  const boxId = useId();
  const countId = useId();
  const add = () => {
    onChange(addIngredient(value, text));
    setText('');
  };
  return (
    <div className="ingredients">
      <div className="ingredients__row">
        <Input
          id={boxId}
          label={label}
          value={text}
          placeholder="e.g. Rice"
          error={error}
          aria-describedby={error ? `${boxId}-error ${countId}` : countId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" icon={<Plus aria-hidden size={18} />} onClick={add}>
          Add
        </Button>
      </div>
      <p id={countId} className="ingredients__count" aria-live="polite">
        {value.length} {value.length === 1 ? 'ingredient' : 'ingredients'}
      </p>
      {value.length > 0 && (
        <ul className="ingredients__chips" aria-label="Added ingredients">
          {value.map((item, index) => (
            <li key={`${item}-${index}`}>
              <button
                type="button"
                className="ingredients__chip"
                aria-label={`Remove ${item}`}
                onClick={() => onChange(removeIngredient(value, index))}
              >
                {item}
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
