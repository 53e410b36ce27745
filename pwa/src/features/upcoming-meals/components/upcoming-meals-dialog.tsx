// The Upcoming Meals modal of spec §2: a grid of cards (1, 2 or 3 columns by width) with image,
// title, 'Expected Price' in Tk and a 'Want It ?' thumb. A visitor's thumb opens the "You are
// not Logged In" prompt; a liked thumb is filled and cannot be clicked again. Each card
// carries the diet and halal marks and the resident's warning; hiding applies here too.
// Opening it is no long task on a slow phone: the dialog's frame renders in a transition with
// placeholders, the cards in a deferred render after it, each in slices (dialog.css keeps Radix's
// pointer-events switch from restyling the whole page).
import { MealImage } from '../../../components/meal-image';
import { ThumbsUp } from 'lucide-react';
import { startTransition, useDeferredValue, useState, type ReactNode } from 'react';
import type { UpcomingMeal } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import {
  DietaryWarning,
  HiddenMealsNote,
  MealMarks,
  useMealWarnings,
  useSuitableMeals,
} from '../../../components/food-labels';
import { LoginPrompt } from '../../../components/login-prompt';
import { WaitingBadge } from '../../../components/sync';
import { Card, Dialog, Skeleton, Spinner } from '../../../components/ui';
import { formatTk } from '../../../lib/format';
import { useUpcomingLike } from '../hooks/use-upcoming-like';
import { useUpcomingMeals } from '../hooks/use-upcoming-meals';
import './upcoming-meals.css';

function WantIt({ meal, onVisitor }: { meal: UpcomingMeal; onVisitor: () => void }) {
  const { user } = useAuth();
  const { liked, waiting, busy, like } = useUpcomingLike(meal._id, user?.email);
  const title = meal.mainMealData.mealTitle;
  return (
    <div className="upcoming-card__want">
      <span>Want It ?</span>
      {busy ? (
        <Spinner size={28} label="Saving your like" />
      ) : (
        <button
          type="button"
          className={
            liked ? 'upcoming-card__thumb upcoming-card__thumb--liked' : 'upcoming-card__thumb'
          }
          aria-label={liked ? `You want ${title}` : `I want ${title}`}
          aria-pressed={liked}
          disabled={liked}
          onClick={() => (user ? void like() : onVisitor())}
        >
          <ThumbsUp aria-hidden size={24} />
          {waiting && <WaitingBadge />}
        </button>
      )}
    </div>
  );
}

const labelsOfUpcoming = (meal: UpcomingMeal) => meal.mainMealData;

function UpcomingCard({ meal, onVisitor }: { meal: UpcomingMeal; onVisitor: () => void }) {
  const data = meal.mainMealData;
  const warnings = useMealWarnings(data);
  return (
    <Card as="li" className="upcoming-card">
      <MealImage className="upcoming-card__image" src={data.mealImage} alt="" />
      <div className="upcoming-card__body">
        <h3 className="upcoming-card__title">{data.mealTitle}</h3>
        <MealMarks labels={data} />
        <p className="upcoming-card__price">
          Expected Price: <strong className="tabular">{formatTk(data.price)}</strong>
        </p>
        <DietaryWarning warnings={warnings} />
        <WantIt meal={meal} onVisitor={onVisitor} />
      </div>
    </Card>
  );
}

/** The dialog's content: placeholders first, the cards in a deferred render after them. */
export function UpcomingMealsBody({
  meals,
  hidden,
  loading,
  onVisitor,
}: {
  meals: readonly UpcomingMeal[];
  hidden: number;
  loading: boolean;
  onVisitor: () => void;
}) {
  // False when the dialog opens, true in a render React does after that one, in slices.
  const cardsShown = useDeferredValue(true, false);
  if (loading || !cardsShown) {
    return (
      <div className="upcoming-grid" aria-busy>
        <Spinner size={36} label="Loading upcoming meals" />
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={260} radius={16} />
        ))}
      </div>
    );
  }
  if (meals.length === 0) {
    return hidden > 0 ? (
      <HiddenMealsNote hidden={hidden} />
    ) : (
      <p className="muted">No upcoming meals yet.</p>
    );
  }
  return (
    <>
      <HiddenMealsNote hidden={hidden} />
      <ul className="upcoming-grid">
        {meals.map((meal) => (
          <UpcomingCard key={meal._id} meal={meal} onVisitor={onVisitor} />
        ))}
      </ul>
    </>
  );
}

export function UpcomingMealsDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it: focus returns there when the dialog closes. */
  trigger?: ReactNode;
}) {
  // Kept live while closed, so the cards are ready when it opens.
  const upcoming = useUpcomingMeals();
  const { meals, hidden } = useSuitableMeals(upcoming.meals, labelsOfUpcoming);
  const [promptOpen, setPromptOpen] = useState(false);
  // Opening renders in a transition: React renders the dialog in slices, and Radix's work on the
  // page (focus, scroll lock) runs in a task of its own after the dialog is painted. Closing is
  // at once.
  const openOrClose = (next: boolean) =>
    next ? startTransition(() => onOpenChange(true)) : onOpenChange(false);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={openOrClose}
        trigger={trigger}
        title="Upcoming Meals"
        size="xl"
      >
        <UpcomingMealsBody
          meals={meals}
          hidden={hidden}
          loading={upcoming.loading}
          onVisitor={() => setPromptOpen(true)}
        />
      </Dialog>
      <LoginPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </>
  );
}
