// What a counter downloads to serve one day offline (GET /api/counter/day;
// docs/decisions/0232-what-a-counter-keeps-offline.md): the hostel's trusted public keys, the
// day's slots with their meals' allergens, and per resident covered that day their id, name and
// photo, diet and allergies, the slots they skipped, their pass generation and the day's
// one-time-code secrets. Nothing else: no e-mail, no other day. Only today's or tomorrow's list
// (by the server's clock) is given.
import {
  addDaysToDate,
  dateAt,
  MEAL_TYPES,
  menuSlotId,
  servingInstant,
  type CounterDayList,
  type MealType,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { PassKeyRing } from '../../meal-pass/pass-keys';
import { coversBetween } from '../covers/cover-periods';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { needsOfResidents } from '../kitchen/expected-people';
import { liveMealsById } from '../meals/meal-repository';
import { passSecret } from './pass-secrets';

export async function counterDayList(
  db: Executor,
  clock: Clock,
  keys: PassKeyRing,
  date?: string,
): Promise<CounterDayList> {
  const now = clock.now();
  const settings = await loadSettings(db);
  const today = dateAt(now, settings.timeZone);
  const day = date ?? today;
  if (day !== today && day !== addDaysToDate(today, 1)) {
    throw badRequest("A counter gets today's list or tomorrow's", 'date');
  }
  const emails = [...new Set((await coversBetween(db, day, day)).map((cover) => cover.email))];
  const people =
    emails.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'name', 'email', 'photo', 'pass_generation'])
          .where('email', 'in', emails)
          .orderBy('name')
          .orderBy('id')
          .execute();
  const needs = await needsOfResidents(db, emails);
  const skips =
    emails.length === 0
      ? []
      : await db
          .selectFrom('skips')
          .select(['user_email', 'slot'])
          .where('date', '=', day)
          .where('skipped', '=', 1)
          .where('deleted', '=', 0)
          .where('user_email', 'in', emails)
          .execute();
  const menus = await db
    .selectFrom('menu_slots')
    .select(['id', 'meal_ids'])
    .where('date', '=', day)
    .where('deleted', '=', 0)
    .execute();
  const menuOf = new Map(menus.map((row) => [row.id, JSON.parse(row.meal_ids) as string[]]));
  const meals = await liveMealsById(db, [...menuOf.values()].flat());
  return {
    date: day,
    timeZone: settings.timeZone,
    serverTime: now,
    keys: keys.trusted.map((key) => ({ keyId: key.keyId, publicKey: key.publicKey })),
    slots: MEAL_TYPES.map((slot) => ({
      slot,
      servesAt: servingInstant(settings, day, slot),
      meals: (menuOf.get(menuSlotId(day, slot)) ?? []).flatMap((mealId) => {
        const meal = meals.get(mealId);
        return meal ? [{ mealId, title: meal.mealTitle, allergens: meal.allergens }] : [];
      }),
    })),
    residents: people.map((person) => {
      const email = person.email.toLowerCase();
      const own = needs.get(email)!;
      const generation = Number(person.pass_generation);
      return {
        id: person.id,
        name: person.name,
        photo: person.photo,
        diet: own.diet,
        halalOnly: own.halalOnly,
        avoid: [...own.avoid],
        skipped: MEAL_TYPES.filter((slot: MealType) =>
          skips.some((skip) => skip.user_email === email && skip.slot === slot),
        ),
        generation,
        secrets: keys.trusted.map((key) => ({
          keyId: key.keyId,
          secret: passSecret(key, { residentId: person.id, date: day, generation }),
        })),
      };
    }),
  };
}
