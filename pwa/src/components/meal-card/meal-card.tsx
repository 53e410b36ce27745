// The meal card of LOOK.md "Meals first": image at a fixed aspect ratio (no layout shift),
// title, type, stars, price in Tk and likes, with a Details link to /meal/{id}. Home and All
// meals both use it; `compact` drops type and likes for the home tabs. The diet and
// halal marks, and the resident's personal warning when the meal does not fit their needs.
import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Meal } from '@hostel/shared-schema';
import { Badge, Button, Card, Skeleton, StarRating } from '../ui';
import { formatTk } from '../../lib/format';
import { paths } from '../../lib/paths';
import { DietaryWarning, MealMarks, useMealWarnings } from '../food-labels';
import { MealImage, type MealImageLoading } from '../meal-image';
import './meal-card.css';

export function MealCard({
  meal,
  compact = false,
  imageLoading,
}: {
  meal: Meal;
  compact?: boolean;
  /** How soon its picture loads (meal-image.tsx); lists pass `listImageLoading(index)`. */
  imageLoading?: MealImageLoading;
}) {
  const warnings = useMealWarnings(meal);
  return (
    <Card as="article" className="meal-card" aria-labelledby={`meal-${meal._id}-title`}>
      <div className="meal-card__media">
        <MealImage src={meal.mealImage} alt="" loading={imageLoading} />
        {!compact && <Badge tone="accent">{meal.mealType}</Badge>}
      </div>
      <div className="meal-card__body">
        <h3 id={`meal-${meal._id}-title`} className="meal-card__title">
          {meal.mealTitle}
        </h3>
        <MealMarks labels={meal} />
        <div className="meal-card__meta">
          <StarRating value={meal.rating} />
          {!compact && (
            <span className="meal-card__likes tabular" aria-label={`${meal.likes} likes`}>
              <Heart aria-hidden size={16} />
              {meal.likes}
            </span>
          )}
        </div>
        <DietaryWarning warnings={warnings} />
        <div className="meal-card__footer">
          <span className="meal-card__price tabular">{formatTk(meal.price)}</span>
          <Button asChild size="sm" variant="secondary">
            <Link to={paths.meal(meal._id)} aria-label={`Details of ${meal.mealTitle}`}>
              Details
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/**
 * A card's place while its meal arrives: the same picture box and the same rows (a one-line
 * title, the marks, the stars, the footer) at their heights, so the card that replaces it moves
 * nothing below it.
 */
export function MealCardSkeleton() {
  return (
    <Card className="meal-card" aria-hidden>
      <div className="meal-card__media">
        <Skeleton height="100%" radius={0} />
      </div>
      <div className="meal-card__body">
        <Skeleton width="70%" height={24} />
        <Skeleton width="45%" height={25} />
        <Skeleton width="35%" height={21} />
        <div className="meal-card__footer">
          <Skeleton width={80} height={24} />
          <Skeleton width={80} height={36} />
        </div>
      </div>
    </Card>
  );
}

/** The responsive grid cards sit in: 1 column on phones, 2-3 on tablets, 3-4 on desktop. */
export function MealGrid({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <div className="meal-grid" aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
