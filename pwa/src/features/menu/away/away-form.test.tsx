// The away form: each wrong field says why beside it (focus goes to the first), the range is
// capped at 60 days ahead, and before confirming it says how many covered meals it will skip and
// which it leaves as they are (already skipped, past the cut-off, not covered).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HOSTEL_SETTINGS, type RangeSlot } from '@hostel/shared-schema';
import { AwayForm } from './away-form';

// Tue 24 Nov 2026, 10:00 in Dhaka: Tuesday's breakfast and lunch cut-offs have passed.
const NOW = Date.parse('2026-11-24T04:00:00Z');
const TODAY = '2026-11-24';

function renderForm(coveredUntil: string | null | undefined, alreadySkipped: string[] = []) {
  const onConfirm = vi.fn<(range: unknown, slots: RangeSlot[], late: RangeSlot[]) => void>();
  render(
    <AwayForm
      today={TODAY}
      now={NOW}
      settings={DEFAULT_HOSTEL_SETTINGS}
      coveredUntil={coveredUntil}
      alreadySkipped={new Set(alreadySkipped)}
      onConfirm={onConfirm}
    />,
  );
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { onConfirm, set };
}

afterEach(cleanup);

describe('the away form', () => {
  it('names each wrong field beside it and moves focus to the first', async () => {
    const { onConfirm, set } = renderForm('2026-12-20');
    set('From', '');
    set('To', '');
    fireEvent.click(screen.getByRole('button', { name: 'Skip these meals' }));
    expect(await screen.findByText('Choose the first day you are away')).toBeTruthy();
    expect(screen.getByText('Choose the last day you are away')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('From')));

    set('From', '2026-11-23');
    set('To', '2027-01-24');
    fireEvent.click(screen.getByRole('button', { name: 'Skip these meals' }));
    expect(await screen.findByText('The first day cannot be before today')).toBeTruthy();
    expect(
      screen.getByText('Meals can be skipped at most 60 days ahead: choose Sat 23 Jan or earlier'),
    ).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says how many covered meals it skips before confirming, and what stays as it is', () => {
    const { onConfirm, set } = renderForm('2026-11-25', ['2026-11-25:lunch']);
    set('To', '2026-11-26');
    const preview = screen.getByTestId('away-preview');
    expect(preview.textContent).toContain('Skips 3 meals from Tue 24 Nov to Thu 26 Nov.');
    expect(preview.textContent).toContain('1 meal already skipped stays as it is.');
    expect(preview.textContent).toContain('2 meals past the cut-off stay as they are.');
    expect(preview.textContent).toContain('1 day your package does not cover');
    fireEvent.click(screen.getByRole('button', { name: 'Skip 3 meals' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const [range, slots, late] = onConfirm.mock.calls[0];
    expect(range).toEqual({ from: TODAY, to: '2026-11-26' });
    expect(slots).toEqual([
      { date: TODAY, slot: 'dinner' },
      { date: '2026-11-25', slot: 'breakfast' },
      { date: '2026-11-25', slot: 'dinner' },
    ]);
    expect(late).toEqual([
      { date: TODAY, slot: 'breakfast' },
      { date: TODAY, slot: 'lunch' },
    ]);
  });

  it('offers nothing to skip on days no package covers', () => {
    renderForm(null);
    expect(screen.getByTestId('away-preview').textContent).toContain(
      'No covered meal left to skip on these days.',
    );
    expect(screen.getByRole('button', { name: 'Skip these meals' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
