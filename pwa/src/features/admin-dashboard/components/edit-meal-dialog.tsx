// The Meal edit modal of all-meals (spec §2, §4, §5): the Add Meal fields with post time, likes,
// reviews, admin name and e-mail read-only; the existing rating is the fallback. Unchanged →
// 'No Change' and no call; invalid → red warning icons and 'Error'; else the meal is updated,
// the list reloads, 'Meal Updated' shows and the modal closes after 800 ms. The food labels
// count in 'No Change'; a label the meal is stored without may stay unlabelled. An invalid
// field also says what is wrong, and a refused save moves to the first one.
import { useEffect, useState } from 'react';
import { MESSAGES, TIMINGS, type Meal } from '@hostel/shared-schema';
import { OFFLINE_REASON, useOnline } from '../../../components/sync';
import { Dialog, ProgressButton, toast, type ProgressOutcome } from '../../../components/ui';
import { formatClock, formatDate } from '../../../lib/format';
import { messageOf } from '../../../lib/server-query';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useUpdateMeal } from '../hooks/use-admin-meals';
import {
  draftOf,
  editBody,
  editMealFieldErrors,
  EMPTY_DRAFT,
  isUnchanged,
  type FieldFlags,
  type MealDraft,
} from '../meal-form/meal-draft';
import { unlabelledOf } from '../meal-form/label-draft';
import { MealFields, ReadOnlyField } from '../meal-form/meal-fields';

export function EditMealDialog({
  meal,
  onClose,
  onSaved,
}: {
  meal: Meal | undefined;
  onClose: () => void;
  /** Called once the meal is saved and the table reloaded, before 'Meal Updated' shows. */
  onSaved?: () => void;
}) {
  const online = useOnline();
  const updateMeal = useUpdateMeal();
  const [draft, setDraft] = useState<MealDraft>(EMPTY_DRAFT);
  const [image, setImage] = useState<File>();
  const [invalid, setInvalid] = useState<FieldFlags>({});
  const form = useFocusFirstInvalid();

  useEffect(() => {
    if (!meal) return;
    setDraft(draftOf(meal));
    setImage(undefined);
    setInvalid({});
  }, [meal]);

  const change = (next: MealDraft) => {
    setDraft(next);
    if (meal) setInvalid(editMealFieldErrors(meal, next));
  };

  const save = async (): Promise<ProgressOutcome> => {
    if (!meal) return { error: MESSAGES.progressError };
    const flags = editMealFieldErrors(meal, draft);
    setInvalid(flags);
    if (Object.keys(flags).length > 0) {
      form.refused();
      return { error: MESSAGES.progressError };
    }
    if (isUnchanged(meal, draft, image !== undefined)) return { error: MESSAGES.noChange };
    try {
      // Uploads a new image first, updates the meal, then reloads the all-meals table.
      await updateMeal.run({
        id: meal._id,
        image,
        body: (newImage) => editBody(meal, draft, newImage),
      });
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
      return { error: MESSAGES.progressError };
    }
    onSaved?.();
    toast.success(MESSAGES.mealUpdated);
    setTimeout(onClose, TIMINGS.editModalCloseMs);
    return undefined;
  };

  return (
    <Dialog
      open={meal !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Update Meal"
      size="lg"
    >
      {meal && (
        <form
          ref={form.ref}
          className="meal-form"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <MealFields
            idPrefix="edit-meal"
            draft={draft}
            onChange={change}
            image={image}
            onImage={setImage}
            imageUrl={meal.mealImage}
            invalid={invalid}
            unlabelled={unlabelledOf(meal)}
            readOnly={
              <>
                <ReadOnlyField
                  label="Post Time"
                  value={`${formatDate(meal.postTime)}, ${formatClock(meal.postTime)}`}
                />
                <ReadOnlyField label="Likes" value={meal.likes} />
                <ReadOnlyField label="Reviews" value={meal.numReviews} />
                <ReadOnlyField label="Admin Name" value={meal.distributorName} />
                <ReadOnlyField label="Admin E-mail" value={meal.distributorEmail} />
              </>
            }
          />
          <div className="meal-form__actions">
            {!online && <span className="muted">{OFFLINE_REASON}</span>}
            <ProgressButton disabled={!online} onAction={save}>
              Update Meal
            </ProgressButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
