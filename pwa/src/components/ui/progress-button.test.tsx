import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, TIMINGS } from '@hostel/shared-schema';
import { ProgressButton, type ProgressOutcome } from './progress-button';

describe('ProgressButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  async function click(action: () => Promise<ProgressOutcome>) {
    render(<ProgressButton onAction={action}>Add Meal</ProgressButton>);
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
    });
    return button;
  }

  it("shows 'Wait..' then 'Success!', then its label again after 500 ms", async () => {
    let finish: () => void = () => undefined;
    const button = await click(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(button.textContent).toContain(MESSAGES.progressLoading);
    expect(button).toHaveProperty('disabled', true);
    await act(async () => finish());
    expect(button.textContent).toBe(MESSAGES.progressSuccess);
    await act(async () => vi.advanceTimersByTime(TIMINGS.progressButtonReleaseMs));
    expect(button.textContent).toBe('Add Meal');
    expect(button).toHaveProperty('disabled', false);
  });

  it.each([
    [{ error: MESSAGES.progressErrorRating }, MESSAGES.progressErrorRating],
    [{ error: MESSAGES.progressErrorIngredients }, MESSAGES.progressErrorIngredients],
  ])('shows the error label %o only after the 600 ms delay', async (outcome, label) => {
    const button = await click(async () => outcome);
    expect(button.textContent).toContain(MESSAGES.progressLoading);
    await act(async () => vi.advanceTimersByTime(TIMINGS.errorLabelDelayMs - 1));
    expect(button.textContent).toContain(MESSAGES.progressLoading);
    await act(async () => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe(label);
    await act(async () => vi.advanceTimersByTime(TIMINGS.progressButtonReleaseMs));
    expect(button.textContent).toBe('Add Meal');
  });

  it("labels a thrown failure 'Error'", async () => {
    const button = await click(async () => {
      throw new Error('boom');
    });
    await act(async () => vi.advanceTimersByTime(TIMINGS.errorLabelDelayMs));
    expect(button.textContent).toBe(MESSAGES.progressError);
  });

  it('ignores clicks while busy', async () => {
    const action = vi.fn(() => new Promise<void>(() => undefined));
    const button = await click(action);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(action).toHaveBeenCalledTimes(1);
  });
});
