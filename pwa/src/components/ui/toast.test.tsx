import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TIMINGS } from '@hostel/shared-schema';
import { Toaster } from './toast';
import { toast } from './toast-store';

describe('toasts', () => {
  afterEach(() => {
    cleanup();
    toast.reset();
  });

  it('show in the corner and for the time asked (top-end, 2 s by default)', () => {
    let seen: { position: string; duration: number }[] = [];
    const stop = toast.subscribe(
      (items) => (seen = items.map(({ position, duration }) => ({ position, duration }))),
    );
    toast.success('Review Added');
    toast.success('Payment Successfull - 3000 Tk', {
      position: 'top-start',
      duration: TIMINGS.paymentToastMs,
    });
    stop();
    expect(seen).toEqual([
      { position: 'top-end', duration: TIMINGS.toastMs },
      { position: 'top-start', duration: TIMINGS.paymentToastMs },
    ]);
  });

  it('renders queued toasts', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Something went Wrong');
    });
    expect(screen.getAllByText('Something went Wrong').length).toBeGreaterThan(0);
  });
});
