// The review edit dialog of my-reviews (spec §4, §8): unchanged text and rating give 'No Change'
// and no call; otherwise 'Your Review is Updated' or 'Something went wrong'. The edit is written
// locally first (db/), so it works offline and is pushed later.
import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES, VALIDATION } from '@hostel/shared-schema';
import type { MyReview } from '../hooks/use-my-reviews';
import {
  Button,
  Dialog,
  DialogClose,
  StarRatingInput,
  Textarea,
  toast,
} from '../../../components/ui';

export function EditReviewDialog({
  row,
  onClose,
  onSave,
}: {
  row: MyReview | undefined;
  onClose: () => void;
  onSave: (row: MyReview, rating: number, text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!row) return;
    setText(row.review);
    setRating(row.rating);
    setError(undefined);
  }, [row]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!row) return;
    if (text.trim() === row.review.trim() && rating === row.rating) {
      toast.info(MESSAGES.noChange);
      return;
    }
    if (!text.trim()) return setError(VALIDATION.reviewRequired);
    if (!rating) return setError(VALIDATION.ratingRequired);
    setBusy(true);
    try {
      if (await onSave(row, rating, text.trim())) {
        toast.success(MESSAGES.reviewUpdated);
        onClose();
      } else {
        toast.info(MESSAGES.noChange);
      }
    } catch {
      toast.error(MESSAGES.reviewUpdateFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={row !== undefined}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Edit your review"
      description={row?.meal?.mealTitle}
    >
      <form className="edit-review" noValidate onSubmit={submit}>
        <StarRatingInput
          label="Rating"
          value={rating}
          onChange={setRating}
          error={error === VALIDATION.ratingRequired ? error : undefined}
        />
        <Textarea
          label="Review"
          name="review"
          value={text}
          error={error === VALIDATION.reviewRequired ? error : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <div className="edit-review__actions">
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={busy}>
            Update
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
