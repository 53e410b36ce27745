// The review form of spec §2/§5: text ('Review is Required') and rating ('Rating is Required'),
// for a logged-in user (a visitor gets the 'You are not Logged In' prompt). Shows 'Review Added';
// offline, the same toast says the review waits on the device until the connection returns.
import { useState, type FormEvent } from 'react';
import { MESSAGES, VALIDATION, type UserDoc } from '@hostel/shared-schema';
import { Button, StarRatingInput, Textarea, toast } from '../../../components/ui';

/** The toast's line under 'Review Added' when the review is kept on the device for now. */
export const REVIEW_WAITING = "Saved on this device. It is posted when you're back online.";

export function ReviewForm({
  user,
  onVisitor,
  onSubmit,
  online = true,
}: {
  user: UserDoc | null;
  onVisitor: () => void;
  onSubmit: (input: { rating: number; review: string }) => Promise<void>;
  /** Whether the server can be reached: offline, the review waits to be posted. */
  online?: boolean;
}) {
  const [review, setReview] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ review?: string; rating?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      review: review.trim() ? undefined : VALIDATION.reviewRequired,
      rating: rating ? undefined : VALIDATION.ratingRequired,
    };
    setErrors(found);
    if (found.review || found.rating) {
      // Take the user to the first field that needs them.
      const form = event.currentTarget as HTMLFormElement;
      const first = found.rating
        ? form.querySelector<HTMLInputElement>('input[type="radio"]')
        : form.querySelector<HTMLTextAreaElement>('textarea');
      first?.focus();
      return;
    }
    if (!user) {
      onVisitor();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ rating: rating!, review: review.trim() });
      toast.success(MESSAGES.reviewAdded, online ? undefined : { description: REVIEW_WAITING });
      setReview('');
      setRating(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : MESSAGES.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <h3>Write a review</h3>
      <StarRatingInput
        label="Your rating"
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        error={errors.rating}
      />
      <Textarea
        label="Your review"
        name="review"
        value={review}
        onChange={(event) => {
          setReview(event.target.value);
          if (event.target.value.trim())
            setErrors((current) => ({ ...current, review: undefined }));
        }}
        error={errors.review}
        placeholder="How was it?"
      />
      <Button type="submit" loading={busy}>
        Submit Review
      </Button>
    </form>
  );
}
