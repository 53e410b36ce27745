// The admin's meals (spec §7): the all-meals table by page, and the add / update / delete writes
// with the image upload they start with. Every write reloads the table before it resolves.
import type { UpdateMealBody } from '@hostel/shared-schema';
import { adminApi, type MealDestination, type NewMealPost } from '../../../lib/api';
import { usePagedServerQuery, useServerMutation } from '../../../lib/server-query';

const MEALS = ['admin', 'meals'] as const;

export function useAdminMeals() {
  return usePagedServerQuery(
    MEALS,
    (page) => adminApi.meals(page),
    (data) => data.count,
  );
}

export function useDeleteMeal() {
  return useServerMutation((id: string) => adminApi.deleteMeal(id), [MEALS]);
}

/** Uploads the new image (if any), then updates the meal; the image URL goes in the body. */
export function useUpdateMeal() {
  return useServerMutation(
    async ({
      id,
      image,
      body,
    }: {
      id: string;
      image: File | undefined;
      body: (newImage: string | undefined) => UpdateMealBody;
    }) => {
      const newImage = image ? await adminApi.uploadImage(image) : undefined;
      return adminApi.updateMeal(id, body(newImage));
    },
    [MEALS],
  );
}

/** Uploads the image, then posts the meal to live Meals or to Upcoming Meals. */
export function useAddMeal() {
  return useServerMutation(
    async ({
      destination,
      image,
      meal,
    }: {
      destination: MealDestination;
      image: File;
      meal: Omit<NewMealPost, 'mealImage'>;
    }) => {
      const mealImage = await adminApi.uploadImage(image);
      return adminApi.addMeal(destination, { ...meal, mealImage });
    },
    [MEALS, ['admin', 'upcoming']],
  );
}
