// add-meal (spec §2, §4, §5, §8): the 'Add Meal' form. Two progress buttons send the meal to live
// Meals or to Upcoming Meals; the image is uploaded first (POST /upload → data.display_url).
// Invalid fields get a marker and the button 'Error'; a missing rating 'Rating'; no ingredient
// 'Ingrediants'. Beside the spec's refusals, every invalid field says what is wrong (the rating
// "Pick a rating") and the first one is scrolled to and focused. Success toasts '{title} is added to Meals' / '… to Upcoming Meals' and clears
// the form, the ingredient list and the preview; a failed post toasts the error's message.
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { useOnline, OFFLINE_REASON } from '../../../components/sync';
import { Card, ProgressButton, toast, type ProgressOutcome } from '../../../components/ui';
import type { MealDestination } from '../../../lib/api';
import { messageOf } from '../../../lib/server-query';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useAddMeal } from '../hooks/use-admin-meals';
import {
  addMealBlocker,
  addMealMessages,
  EMPTY_DRAFT,
  newMealPost,
  type FieldFlags,
  type MealDraft,
} from '../meal-form/meal-draft';
import { MealFields, ReadOnlyField } from '../meal-form/meal-fields';
import { PostTimeField } from '../meal-form/post-time';
import '../../../components/dashboard/dashboard-pages.css';
import '../components/admin-pages.css';

export function AddMealPage() {
  const { user } = useAuth();
  const online = useOnline();
  const [draft, setDraft] = useState<MealDraft>(EMPTY_DRAFT);
  const [image, setImage] = useState<File>();
  const [invalid, setInvalid] = useState<FieldFlags>({});
  const addMeal = useAddMeal();
  const form = useFocusFirstInvalid();

  const change = (next: MealDraft) => {
    setDraft(next);
    // Once marked, a field's marker and message follow its value.
    if (Object.keys(invalid).length > 0) setInvalid(addMealMessages(next, image !== undefined));
  };
  const changeImage = (file: File | undefined) => {
    setImage(file);
    if (Object.keys(invalid).length > 0) setInvalid(addMealMessages(draft, file !== undefined));
  };

  const submit = async (destination: MealDestination): Promise<ProgressOutcome> => {
    setInvalid(addMealMessages(draft, image !== undefined));
    const blocker = addMealBlocker(draft, image !== undefined);
    if (blocker) form.refused();
    if (blocker || !image || !user) return { error: blocker ?? MESSAGES.progressError };
    const title = draft.mealTitle.trim();
    try {
      // The image is uploaded first (POST /upload); its URL goes in the meal.
      await addMeal.run({ destination, image, meal: newMealPost(draft, user, Date.now()) });
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
      return { error: MESSAGES.progressError };
    }
    toast.success(
      destination === 'meals' ? MESSAGES.addedToMeals(title) : MESSAGES.addedToUpcoming(title),
    );
    setDraft(EMPTY_DRAFT);
    setImage(undefined);
    setInvalid({});
    return undefined;
  };

  return (
    <div className="dash-page">
      <h1 className="dash-page__title">Add Meal</h1>
      <Card as="section" className="meal-form__card" aria-label="New meal">
        <form
          ref={form.ref}
          className="meal-form"
          noValidate
          onSubmit={(event: FormEvent) => event.preventDefault()}
        >
          <MealFields
            idPrefix="add-meal"
            draft={draft}
            onChange={change}
            image={image}
            onImage={changeImage}
            invalid={invalid}
            readOnly={
              <>
                <PostTimeField />
                <ReadOnlyField label="Likes" value={0} />
                <ReadOnlyField label="Reviews" value={0} />
                <ReadOnlyField label="Admin Name" value={user?.name ?? ''} />
                <ReadOnlyField label="Admin E-mail" value={user?.email ?? ''} />
              </>
            }
          />
          <div className="meal-form__actions">
            {!online && <span className="muted">{OFFLINE_REASON}</span>}
            <ProgressButton
              variant="secondary"
              disabled={!online}
              onAction={() => submit('upcoming')}
            >
              Add to Upcoming
            </ProgressButton>
            <ProgressButton disabled={!online} onAction={() => submit('meals')}>
              Add Meal
            </ProgressButton>
          </div>
        </form>
      </Card>
    </div>
  );
}
