// The Upcoming Meals dialog opens without rendering its cards: the render that shows it holds
// placeholders, and the cards come in a render of their own after it (React does that one in
// slices), so the tap that opens it is no long task on a slow phone. Each commit's cards are
// counted as React's Profiler reports it.
import { cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpcomingMeal } from '@hostel/shared-schema';
import { AuthStub, fakeAuth } from '../../../test-support/render';
import { testMeal } from '../../../test-support/test-meal';
import { UpcomingMealsBody } from './upcoming-meals-dialog';

const upcoming = (id: string, mealTitle: string): UpcomingMeal => {
  const { _id: _ignored, ...fields } = testMeal({ mealTitle });
  return { _id: id, likes: 0, mainMealData: fields } as UpcomingMeal;
};
const MEALS = [upcoming('u1', 'Kacchi'), upcoming('u2', 'Haleem'), upcoming('u3', 'Pitha')];

afterEach(cleanup);

describe('the Upcoming Meals dialog’s content', () => {
  it('shows placeholders in the render that opens it, and the cards in a later one', async () => {
    const cardsPerCommit: number[] = [];
    render(
      <AuthStub value={fakeAuth()}>
        <Profiler
          id="upcoming-body"
          onRender={() => cardsPerCommit.push(document.querySelectorAll('.upcoming-card').length)}
        >
          <UpcomingMealsBody meals={MEALS} hidden={0} loading={false} onVisitor={() => {}} />
        </Profiler>
      </AuthStub>,
    );
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(cardsPerCommit[0]).toBe(0);
    expect(cardsPerCommit.at(-1)).toBe(3);
  });

  it('keeps its placeholders while the upcoming meals are still loading', async () => {
    render(
      <AuthStub value={fakeAuth()}>
        <UpcomingMealsBody meals={[]} hidden={0} loading onVisitor={() => {}} />
      </AuthStub>,
    );
    expect(await screen.findByText('Loading upcoming meals')).toBeTruthy();
    expect(document.querySelectorAll('.upcoming-card')).toHaveLength(0);
  });
});
