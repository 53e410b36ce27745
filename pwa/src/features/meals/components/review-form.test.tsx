import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@hostel/shared-schema';
import { toast } from '../../../components/ui';
import { fakeUser } from '../../../test-support/render';
import { REVIEW_WAITING, ReviewForm } from './review-form';

describe('ReviewForm', () => {
  afterEach(() => {
    cleanup();
    toast.reset();
  });

  it("requires text and rating with the spec's messages, and sends nothing", () => {
    const onSubmit = vi.fn();
    render(<ReviewForm user={fakeUser()} onVisitor={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText(VALIDATION.reviewRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.ratingRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in instead of posting', () => {
    const onVisitor = vi.fn();
    const onSubmit = vi.fn();
    render(<ReviewForm user={null} onVisitor={onVisitor} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Tasty' } });
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(onVisitor).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("posts the trimmed review and rating, says 'Review Added' and clears", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const shown: string[] = [];
    const stop = toast.subscribe((items) =>
      shown.splice(0, shown.length, ...items.map((i) => i.title)),
    );
    render(<ReviewForm user={fakeUser()} onVisitor={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '  Tasty  ' } });
    fireEvent.click(screen.getByLabelText('5 stars'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    });
    stop();
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, review: 'Tasty' });
    expect(shown).toContain('Review Added');
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('');
  });

  it.each([
    ['online', true, undefined],
    ['offline', false, REVIEW_WAITING],
  ])("says 'Review Added' %s, and offline that it waits to be posted", async (_, online, line) => {
    const shown: { title: string; description?: string }[] = [];
    const stop = toast.subscribe((items) => shown.splice(0, shown.length, ...items));
    render(
      <ReviewForm
        user={fakeUser()}
        onVisitor={vi.fn()}
        onSubmit={async () => undefined}
        online={online}
      />,
    );
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Tasty' } });
    fireEvent.click(screen.getByLabelText('4 stars'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    });
    stop();
    expect(shown).toEqual([expect.objectContaining({ title: 'Review Added', description: line })]);
  });
});
