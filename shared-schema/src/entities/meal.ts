// Meal (spec §3) and the upcoming meal that wraps one until it is published.
import { z } from 'zod';
import { MEAL_TYPES, RATING_MAX, RATING_MIN } from '../constants';
import { idSchema, timestampSchema } from './common';

export const mealFieldsSchema = z.object({
  mealTitle: z.string().trim().min(1).max(200),
  mealType: z.enum(MEAL_TYPES),
  price: z.number().min(0).max(1_000_000),
  mealImage: z.string().max(2048),
  ingredients: z.array(z.string().trim().min(1).max(200)).max(100),
  description: z.string().trim().min(1).max(5000),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  postTime: timestampSchema,
  likes: z.number().int().min(0).max(1e9),
  numReviews: z.number().int().min(0).max(1e9),
  distributorName: z.string().max(200),
  distributorEmail: z.string().max(254),
});

export const mealSchema = mealFieldsSchema.extend({ _id: idSchema });
export type Meal = z.infer<typeof mealSchema>;

export const upcomingMealSchema = z.object({
  _id: idSchema,
  likes: z.number().int().min(0).max(1e9),
  mainMealData: mealFieldsSchema,
});
export type UpcomingMeal = z.infer<typeof upcomingMealSchema>;
