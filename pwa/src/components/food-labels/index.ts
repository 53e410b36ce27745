// Food labels on screen: the marks, allergen chips and personal warnings every meal
// screen uses, and the resident's dietary needs they are judged against.
export { DietMark, HalalMark, MealMarks, DIET_NOT_LABELLED } from './diet-mark';
export { AllergenList, ALLERGENS_NOT_LABELLED, NO_LISTED_ALLERGENS } from './allergen-list';
export { AllergenPicker } from './allergen-picker';
export { DietaryWarning } from './dietary-warning';
export { DietaryNeedsProvider } from './dietary-needs-provider';
export { HiddenMealsNote } from './hidden-meals-note';
export { HIDE_UNSUITABLE_LABEL, HideUnsuitableSwitch } from './hide-unsuitable-switch';
export {
  DietaryNeedsContext,
  NO_DIETARY_NEEDS,
  hasNeeds,
  useDietarySettings,
  useMealWarnings,
  useSuitableMeals,
  type DietarySettings,
} from './dietary-needs';
