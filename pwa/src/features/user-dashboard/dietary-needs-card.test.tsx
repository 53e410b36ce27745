import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DietaryNeedsCard, type DietaryChoices } from './components/dietary-needs-card';

const NONE: DietaryChoices = { diet: null, halalOnly: false, avoid: [], hideUnsuitable: false };

function Harness({
  onChange,
  waiting,
}: {
  onChange: (v: DietaryChoices) => void;
  waiting?: boolean;
}) {
  const [value, setValue] = useState(NONE);
  return (
    <DietaryNeedsCard
      value={value}
      waiting={waiting}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('My Profile: Dietary needs', () => {
  afterEach(cleanup);

  it('shows a skeleton, not empty choices, while the profile loads', () => {
    render(<DietaryNeedsCard value={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Dietary needs' })).toBeTruthy();
    expect(screen.queryByLabelText('My diet')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('applies each choice at once: diet, halal only, allergens, hiding', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('My diet'), { target: { value: 'vegetarian' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...NONE, diet: 'vegetarian' });
    fireEvent.click(screen.getByRole('switch', { name: 'Halal only' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    fireEvent.click(screen.getByRole('switch', { name: "Hide meals I can't eat" }));
    expect(onChange).toHaveBeenLastCalledWith({
      diet: 'vegetarian',
      halalOnly: true,
      avoid: ['peanuts'],
      hideUnsuitable: true,
    });
    expect(
      screen.getByRole('switch', { name: "Hide meals I can't eat" }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.change(screen.getByLabelText('My diet'), { target: { value: 'none' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ diet: null }));
  });

  it('says whether the last change has reached the server', () => {
    render(<Harness onChange={vi.fn()} waiting />);
    expect(screen.getByRole('status').textContent).toBe('Waiting to sync Saved on this device');
    cleanup();
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(' Saved');
  });
});
