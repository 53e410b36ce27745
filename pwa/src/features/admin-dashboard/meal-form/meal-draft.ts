// The meal form's state and the rules of spec §5 "Add Meal" and "Meal edit", kept pure so they
// are tested without a browser. Both forms share the fields; the rules differ. The food
// labels ride along as `labels` (their rule: label-draft.ts).
import {
  ACCEPTED_IMAGE_MIME_TYPES,
  DECIMAL_PATTERN,
  MEAL_TYPES,
  MESSAGES,
  type Meal,
  type MealType,
  type UpdateMealBody,
} from '@hostel/shared-schema';
import type { NewMealPost } from '../../../lib/api';
import {
  EMPTY_LABELS,
  labelDraftOf,
  labelBody,
  labelErrors,
  sameLabels,
  unlabelledOf,
  type LabelDraft,
  type LabelErrors,
} from './label-draft';

export type MealDraft = {
  mealTitle: string;
  /** Text as typed; parsed as a decimal number on submit. */
  price: string;
  mealType: MealType | '';
  description: string;
  /** null until a star is picked (Add Meal's rating is required). */
  rating: number | null;
  ingredients: string[];
  labels: LabelDraft;
};

export type MealField = 'mealTitle' | 'price' | 'mealType' | 'mealImage' | 'description';
/**
 * What is wrong with each invalid field, in words shown beside it: the spec's fields also keep
 * their marker; the labels name what is missing. Add Meal adds the rating and the ingredients
 * (their spec refusal is the button's label; the message says the same beside the field).
 */
export type FieldFlags = Partial<Record<MealField | 'rating' | 'ingredients', string>> &
  LabelErrors;

/** The words beside an invalid field of the meal forms. */
export const MEAL_FIELD_MESSAGES = {
  mealTitle: 'Enter the meal title',
  priceMissing: 'Enter the price in Tk',
  priceNotDecimal: 'Enter the price as a number, like 120 or 99.50',
  priceTyped: 'Price takes digits and one decimal point only',
  mealType: 'Choose breakfast, lunch or dinner',
  mealImage: 'Choose a JPG, PNG or WEBP image',
  description: 'Enter a description',
  rating: 'Pick a rating',
  ingredients: 'Add at least one ingredient',
} as const;

export const EMPTY_DRAFT: MealDraft = {
  mealTitle: '',
  price: '',
  mealType: '',
  description: '',
  rating: null,
  ingredients: [],
  labels: EMPTY_LABELS,
};

export const isMealType = (value: string): value is MealType =>
  (MEAL_TYPES as readonly string[]).includes(value);

/** The price message for a typed text, or undefined when it is a decimal number. */
function priceError(price: string): string | undefined {
  if (!price.trim()) return MEAL_FIELD_MESSAGES.priceMissing;
  return DECIMAL_PATTERN.test(price.trim()) ? undefined : MEAL_FIELD_MESSAGES.priceNotDecimal;
}

/**
 * What the Price box lets be typed: digits with at most one decimal point ("12." on the way to
 * "12.5"); anything else is refused as it is typed or pasted.
 */
export const isPriceTyping = (text: string): boolean => /^\d*(\.\d*)?$/.test(text);

/** An image file the form accepts (jpg, jpeg, png, webp). */
export function isAcceptedImage(file: Pick<File, 'type' | 'name'>): boolean {
  if ((ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return true;
  return !file.type && /\.(jpe?g|png|webp)$/i.test(file.name);
}

/** Add an ingredient: trimmed; an empty text is not added. */
export function addIngredient(list: readonly string[], text: string): string[] {
  const item = text.trim();
  return item ? [...list, item] : [...list];
}

export function removeIngredient(list: readonly string[], index: number): string[] {
  return list.filter((_, at) => at !== index);
}

/** The title, price, type and description rules both forms share. */
function sharedFieldErrors(draft: MealDraft): FieldFlags {
  const flags: FieldFlags = {};
  if (!draft.mealTitle.trim()) flags.mealTitle = MEAL_FIELD_MESSAGES.mealTitle;
  const price = priceError(draft.price);
  if (price) flags.price = price;
  if (!isMealType(draft.mealType)) flags.mealType = MEAL_FIELD_MESSAGES.mealType;
  if (!draft.description.trim()) flags.description = MEAL_FIELD_MESSAGES.description;
  return flags;
}

/** Add Meal's required fields (a marker shows beside each invalid one). */
export function addMealFieldErrors(draft: MealDraft, hasImage: boolean): FieldFlags {
  const flags = sharedFieldErrors(draft);
  if (!hasImage) flags.mealImage = MEAL_FIELD_MESSAGES.mealImage;
  return { ...flags, ...labelErrors(draft.labels) };
}

/**
 * Every message of a refused Add Meal submit: the fields above, plus "Pick a rating" and the
 * ingredients' message, which the button's 'Rating' and 'Ingrediants' stand for.
 */
export function addMealMessages(draft: MealDraft, hasImage: boolean): FieldFlags {
  const flags = addMealFieldErrors(draft, hasImage);
  if (draft.rating === null) flags.rating = MEAL_FIELD_MESSAGES.rating;
  if (draft.ingredients.length === 0) flags.ingredients = MEAL_FIELD_MESSAGES.ingredients;
  return flags;
}

/**
 * The progress button's error label for an Add Meal submit, or undefined when it may be sent:
 * an invalid field gives 'Error' (like a form library refusing the submit), then a missing
 * rating 'Rating', then an empty ingredient list 'Ingrediants'.
 */
export function addMealBlocker(draft: MealDraft, hasImage: boolean): string | undefined {
  if (Object.keys(addMealFieldErrors(draft, hasImage)).length > 0) return MESSAGES.progressError;
  if (draft.rating === null) return MESSAGES.progressErrorRating;
  if (draft.ingredients.length === 0) return MESSAGES.progressErrorIngredients;
  return undefined;
}

/**
 * Meal edit's rules: title, type, description required; price a non-negative decimal; the labels
 * as in Add Meal, except that one the meal is stored without may stay unlabelled.
 */
export function editMealFieldErrors(meal: Meal, draft: MealDraft): FieldFlags {
  return { ...sharedFieldErrors(draft), ...labelErrors(draft.labels, unlabelledOf(meal)) };
}

/**
 * The Add Meal post of a valid draft (image URL added after the upload): the price as a decimal,
 * the read-only fields as spec §7 lists them, and the labels (a diet and a stated allergen list,
 * since the draft passed the label rule).
 */
export function newMealPost(
  draft: MealDraft,
  admin: { name: string; email: string },
  now: number,
): Omit<NewMealPost, 'mealImage'> {
  return {
    mealTitle: draft.mealTitle.trim(),
    mealType: draft.mealType as MealType,
    price: Number(draft.price.trim()),
    ingredients: draft.ingredients,
    description: draft.description.trim(),
    rating: draft.rating ?? 0,
    distributorName: admin.name,
    distributorEmail: admin.email,
    postTime: now,
    likes: 0,
    numReviews: 0,
    ...labelBody(draft.labels),
  };
}

export function draftOf(meal: Meal): MealDraft {
  return {
    mealTitle: meal.mealTitle,
    price: String(meal.price),
    mealType: meal.mealType,
    description: meal.description,
    rating: meal.rating,
    ingredients: [...meal.ingredients],
    labels: labelDraftOf(meal),
  };
}

/**
 * The PATCH body of a valid edit: price and rating as integers (spec §5), the existing rating
 * as the fallback, a new image only when one was uploaded.
 */
export function editBody(meal: Meal, draft: MealDraft, newImage?: string): UpdateMealBody {
  return {
    mealTitle: draft.mealTitle.trim(),
    mealType: draft.mealType as MealType,
    price: Math.trunc(Number(draft.price.trim())),
    mealImage: newImage ?? meal.mealImage,
    ingredients: draft.ingredients,
    description: draft.description.trim(),
    rating: Math.trunc(draft.rating ?? meal.rating),
    // Every stated label is sent; an unstated one (a meal stored unlabelled) is left out, so
    // the server keeps it as it is.
    ...labelBody(draft.labels),
  };
}

/** True when an edit would change nothing (then 'No Change' and no call). */
export function isUnchanged(meal: Meal, draft: MealDraft, hasNewImage: boolean): boolean {
  if (hasNewImage) return false;
  const body = editBody(meal, draft);
  return (
    body.mealTitle === meal.mealTitle &&
    body.mealType === meal.mealType &&
    body.price === meal.price &&
    body.description === meal.description &&
    body.rating === meal.rating &&
    JSON.stringify(body.ingredients) === JSON.stringify(meal.ingredients) &&
    sameLabels(meal, draft.labels)
  );
}
