// The Add Meal form's parts: ingredient chips (an empty text is not added, Enter adds, a chip
// click removes, the count follows), the Post Time clock format, and the image picker's
// 'File is not an image'.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@hostel/shared-schema';
import { IngredientsInput } from './ingredients-input';
import { MealImagePicker } from './meal-image-picker';
import { PostTimeField } from './post-time';

function Ingredients() {
  const [items, setItems] = useState<string[]>([]);
  return <IngredientsInput value={items} onChange={setItems} />;
}

describe('meal form parts', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('adds ingredients as removable chips with a count; an empty text is not added', () => {
    render(<Ingredients />);
    const box = screen.getByLabelText('Ingredients');
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(add);
    expect(screen.getByText('0 ingredients')).toBeTruthy();

    fireEvent.change(box, { target: { value: ' Rice ' } });
    fireEvent.click(add);
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.change(box, { target: { value: 'Dal' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByText('2 ingredients')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Rice' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Rice' }));
    expect(screen.getByText('1 ingredient')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Rice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Dal' })).toBeTruthy();
  });

  it('shows the post time as hours:minutes:seconds with AM or PM and ticks', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 1, 13, 5, 9));
    render(<PostTimeField />);
    const field = screen.getByLabelText('Post Time') as HTMLInputElement;
    expect(field.value).toBe('1:05:09 PM');
    expect(field.readOnly).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(field.value).toBe('1:05:10 PM');
  });

  it("refuses a file that is not an image with 'File is not an image'", () => {
    const onChange = vi.fn();
    render(<MealImagePicker file={undefined} onChange={onChange} label="Meal Image" />);
    const picker = screen.getByLabelText('Meal Image');
    fireEvent.change(picker, {
      target: { files: [new File(['x'], 'menu.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText(VALIDATION.fileNotImage)).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(undefined);

    const png = new File(['png'], 'meal.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [png] } });
    expect(screen.queryByText(VALIDATION.fileNotImage)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(png);
  });
});
