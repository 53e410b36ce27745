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

  it('replaces an open toast with the same message instead of stacking copies', () => {
    let titles: string[] = [];
    const stop = toast.subscribe((items) => (titles = items.map((item) => item.title)));
    toast.error('Invalid User or Password');
    toast.error('Invalid User or Password');
    toast.error('Invalid User or Password');
    toast.success('LogIn Succesfully');
    stop();
    expect(titles).toEqual(['Invalid User or Password', 'LogIn Succesfully']);
  });

  it('announces from one notifications region, whatever the corners in use', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Review Added');
      toast.success('Payment Successfull - 3000 Tk', { position: 'top-start' });
    });
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
    expect(document.querySelector('.ui-toast--top-start')?.textContent).toContain('Payment');
  });
});
