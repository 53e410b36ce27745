// The meal itself on the details page: picture, title, type, rating, price, likes, ingredients,
// description and who posted it when. The diet and halal marks, the allergen chips
// (the resident's avoided ones flagged) and, first, a warning when the meal does not fit them.
import { CalendarDays, Heart, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Meal } from '@hostel/shared-schema';
import {
  AllergenList,
  DietaryWarning,
  MealMarks,
  useDietarySettings,
  useMealWarnings,
} from '../../../components/food-labels';
import { MealImage } from '../../../components/meal-image';
import { Badge, StarRating } from '../../../components/ui';
import { formatDate, formatTk } from '../../../lib/format';

export function MealInfo({
  meal,
  counts = { likes: meal.likes, reviews: meal.numReviews },
  actions,
}: {
  meal: Meal;
  /** The counts to show (the page adds the resident's own waiting writes). */
  counts?: { likes: number; reviews: number };
  actions: ReactNode;
}) {
  const warnings = useMealWarnings(meal);
  const { needs } = useDietarySettings();
  return (
    <article className="meal-info">
      <div className="meal-info__media">
        <MealImage src={meal.mealImage} alt={meal.mealTitle} loading="priority" />
      </div>
      <div className="meal-info__text">
        <div className="meal-info__tags">
          <Badge tone="accent">{meal.mealType}</Badge>
          <MealMarks labels={meal} />
        </div>
        <h1 className="meal-info__title">{meal.mealTitle}</h1>
        <DietaryWarning variant="block" warnings={warnings} />
        <div className="meal-info__facts">
          <StarRating value={meal.rating} size={20} />
          <span className="meal-info__likes tabular">
            <Heart aria-hidden size={18} />
            {counts.likes} {counts.likes === 1 ? 'like' : 'likes'}
          </span>
          <span className="tabular">
            {counts.reviews} {counts.reviews === 1 ? 'review' : 'reviews'}
          </span>
        </div>
        <p className="meal-info__price tabular">{formatTk(meal.price)}</p>
        <p>{meal.description}</p>
        {meal.ingredients.length > 0 && (
          <>
            <h2 className="meal-info__subtitle">Ingredients</h2>
            <ul className="meal-info__ingredients">
              {meal.ingredients.map((ingredient, index) => (
                <li key={`${ingredient}-${index}`}>
                  <Badge>{ingredient}</Badge>
                </li>
              ))}
            </ul>
          </>
        )}
        <AllergenList allergens={meal.allergens} avoid={needs.avoid} />
        <p className="meal-info__posted muted">
          <User aria-hidden size={16} /> {meal.distributorName}
          <CalendarDays aria-hidden size={16} /> {formatDate(meal.postTime)}
        </p>
        <div className="meal-info__actions">{actions}</div>
      </div>
    </article>
  );
}
