// The Upcoming Meals modal of spec §2: a grid of cards (1, 2 or 3 columns by width) with image,
// title, 'Expected Price' in Tk and a 'Want It ?' thumb. A visitor's thumb opens the "You are
// not Logged In" prompt; a liked thumb is filled and cannot be clicked again. Each card
// carries the diet and halal marks and the resident's warning; hiding applies here too.
import { MealImage } from '../../../components/meal-image';
import { ThumbsUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
  const upcoming = useUpcomingMeals();
  const { loading } = upcoming;
  const { meals, hidden } = useSuitableMeals(upcoming.meals, labelsOfUpcoming);
  const [promptOpen, setPromptOpen] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        trigger={trigger}
        title="Upcoming Meals"
        size="xl"
      >
        {loading ? (
          <div className="upcoming-grid" aria-busy>
            <Spinner size={36} label="Loading upcoming meals" />
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={260} radius={16} />
            ))}
          </div>
        ) : meals.length === 0 ? (
          hidden > 0 ? (
            <HiddenMealsNote hidden={hidden} />
          ) : (
            <p className="muted">No upcoming meals yet.</p>
          )
        ) : (
          <>
            <HiddenMealsNote hidden={hidden} />
            <ul className="upcoming-grid">
              {meals.map((meal) => (
                <UpcomingCard key={meal._id} meal={meal} onVisitor={() => setPromptOpen(true)} />
              ))}
            </ul>
          </>
        )}
      </Dialog>
      <LoginPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </>
  );
}
