// The fields shared by Add Meal and the Meal edit modal (spec §2): title, price, type, image,
// rating, ingredients, description, then the read-only post time, likes, reviews and admin.
// An invalid field shows a red warning icon beside its label (spec §5) and, under it, what is
// wrong. Price takes only what can become a decimal number. The food labels (diet, halal,
// allergens: label-fields.tsx) follow the meal type.
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { MEAL_TYPES, RATING_MIN } from '@hostel/shared-schema';
import { Input, Select, StarRatingInput, Textarea } from '../../../components/ui';
import { IngredientsInput } from './ingredients-input';
import type { Unlabelled } from './label-draft';
import { LabelFields } from './label-fields';
import { isPriceTyping, type FieldFlags, type MealDraft } from './meal-draft';
import { MealImagePicker } from './meal-image-picker';
import { ReadOnlyField } from './post-time';

const PRICE_HINT = 'A number in Tk, like 120 or 99.50';

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a meal type' },
  ...MEAL_TYPES.map((type) => ({ value: type, label: type[0].toUpperCase() + type.slice(1) })),
];

export function FieldLabel({ text, invalid }: { text: string; invalid?: boolean }) {
  return (
    <span className="meal-form__label">
      {text}
      {invalid && (
        <span className="meal-form__marker" title="Required">
          <TriangleAlert aria-hidden size={16} />
          <span className="visually-hidden">(required)</span>
        </span>
      )}
    </span>
  );
}

export type MealFieldsProps = {
  draft: MealDraft;
  onChange: (next: MealDraft) => void;
  image: File | undefined;
  onImage: (file: File | undefined) => void;
  /** The meal's current image (edit form). */
  imageUrl?: string;
  invalid: FieldFlags;
  /** The read-only part: Post Time, Likes, Reviews, Admin Name, Admin E-mail. */
  readOnly: ReactNode;
  idPrefix: string;
  /** Edit form: the labels the meal is stored without (they may stay unlabelled). */
  unlabelled?: Unlabelled;
};

export function MealFields({
  draft,
  onChange,
  image,
  onImage,
  imageUrl,
  invalid,
  readOnly,
  idPrefix,
  unlabelled,
}: MealFieldsProps) {
  const set = <K extends keyof MealDraft>(key: K, value: MealDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <div className="meal-form__grid">
      <Input
        id={`${idPrefix}-title`}
        label={<FieldLabel text="Meal Title" invalid={Boolean(invalid.mealTitle)} />}
        value={draft.mealTitle}
        error={invalid.mealTitle}
        ownMarker
        onChange={(event) => set('mealTitle', event.target.value)}
      />
      <Input
        id={`${idPrefix}-price`}
        label={<FieldLabel text="Price" invalid={Boolean(invalid.price)} />}
        value={draft.price}
        inputMode="decimal"
        placeholder="Tk"
        hint={PRICE_HINT}
        error={invalid.price}
        ownMarker
        onChange={(event) => {
          // Only digits and one decimal point get in (spec §5: a decimal number).
          if (isPriceTyping(event.target.value.trim())) set('price', event.target.value.trim());
        }}
      />
      <Select
        id={`${idPrefix}-type`}
        label={<FieldLabel text="Meal Type" invalid={Boolean(invalid.mealType)} />}
        value={draft.mealType}
        options={TYPE_OPTIONS}
        error={invalid.mealType}
        ownMarker
        onChange={(event) => set('mealType', event.target.value as MealDraft['mealType'])}
      />
      <LabelFields
        idPrefix={idPrefix}
        value={draft.labels}
        onChange={(labels) => set('labels', labels)}
        errors={{ diet: invalid.diet, allergens: invalid.allergens }}
        dietMayStayUnlabelled={unlabelled?.diet}
      />
      <StarRatingInput
        label="Rating"
        min={RATING_MIN as 0}
        value={draft.rating}
        name={`${idPrefix}-rating`}
        error={invalid.rating}
        onChange={(rating) => set('rating', rating)}
      />
      <MealImagePicker
        file={image}
        onChange={onImage}
        fallbackUrl={imageUrl}
        message={invalid.mealImage}
        label={<FieldLabel text="Meal Image" invalid={Boolean(invalid.mealImage)} />}
      />
      <IngredientsInput
        error={invalid.ingredients}
        value={draft.ingredients}
        onChange={(ingredients) => set('ingredients', ingredients)}
      />
      <Textarea
        id={`${idPrefix}-description`}
        className="meal-form__wide"
        label={<FieldLabel text="Description" invalid={Boolean(invalid.description)} />}
        value={draft.description}
        rows={4}
        error={invalid.description}
        ownMarker
        onChange={(event) => set('description', event.target.value)}
      />
      {readOnly}
    </div>
  );
}

export { ReadOnlyField };
