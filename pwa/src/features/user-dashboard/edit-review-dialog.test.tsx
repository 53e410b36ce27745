// The review edit dialog: 'No Change' without a call, the spec's rules, and the update toasts.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, VALIDATION } from '@hostel/shared-schema';
import { toast } from '../../components/ui';
import { EditReviewDialog } from './components/edit-review-dialog';
import type { MyReview } from './hooks/use-my-reviews';

const row = {
  _id: 'r1',
  mealId: 'm1',
  rating: 3,
  review: 'Good.',
  meal: { mealTitle: 'Beef Tehari' },
} as MyReview;

function titles(): string[] {
  let seen: string[] = [];
  toast.subscribe((items) => (seen = items.map((item) => item.title)))();
  return seen;
}

function open(onSave = vi.fn().mockResolvedValue(true)) {
  const onClose = vi.fn();
  render(<EditReviewDialog row={row} onClose={onClose} onSave={onSave} />);
  return { onSave, onClose };
}

describe('EditReviewDialog', () => {
  afterEach(() => {
    cleanup();
    toast.reset();
  });

  it("unchanged text and rating: 'No Change' and no call", () => {
    const { onSave } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(titles()).toEqual([MESSAGES.noChange]);
  });

  it('an empty text gets the review rule', () => {
    const { onSave } = open();
    fireEvent.change(screen.getByLabelText('Review'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText(VALIDATION.reviewRequired)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("a change is saved: 'Your Review is Updated' and the dialog closes", async () => {
    const { onSave, onClose } = open();
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Great! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(row, 5, 'Great!');
    expect(titles()).toEqual([MESSAGES.reviewUpdated]);
  });

  it("a failed save: 'Something went wrong', the dialog stays", async () => {
    const { onClose } = open(vi.fn().mockRejectedValue(new Error('nope')));
    fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(titles()).toEqual([MESSAGES.reviewUpdateFailed]));
    expect(onClose).not.toHaveBeenCalled();
  });
});
