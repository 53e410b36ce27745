// The order of a first sync: the meals before the reviews (five times as many documents), so
// the lists a visitor opens first fill sooner than if both shared the device. The reviews'
// server pulls wait until the meals have caught up with the server, or could not reach it
// (offline: reviews must not wait).
import type { CollectionName } from './collections';

export class MealsFirst {
  private release: () => void = () => undefined;
  private readonly caughtUp = new Promise<void>((resolve) => (this.release = resolve));

  /** A replication's pull options for this order (`keepsMeals`: this client has meals). */
  pullOrder(
    name: CollectionName,
    keepsMeals: boolean,
  ): { after?: Promise<void>; onCaughtUp?: () => void } {
    return {
      after: name === 'reviews' && keepsMeals ? this.caughtUp : undefined,
      onCaughtUp: name === 'meals' ? this.release : undefined,
    };
  }
}
