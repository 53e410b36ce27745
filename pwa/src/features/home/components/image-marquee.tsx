// An endless strip of meal pictures. It scrolls by CSS only, pauses on hover or focus and stays
// still for people who prefer reduced motion (LOOK.md). Purely decorative: hidden from screen readers.
import type { Meal } from '@hostel/shared-schema';
import { MealImage } from '../../../components/meal-image';
import { useHomeMeals } from '../hooks/use-home-meals';

export function ImageMarquee() {
  const { home } = useHomeMeals();
  const pictures: Meal[] = home?.newest ?? [];
  if (pictures.length === 0) return null;
  return (
    <section className="marquee" aria-hidden>
      <div className="marquee__track">
        {[...pictures, ...pictures].map((meal, index) => (
          <MealImage
            key={`${meal._id}-${index}`}
            className="marquee__image"
            src={meal.mealImage}
            alt=""
          />
        ))}
      </div>
    </section>
  );
}
