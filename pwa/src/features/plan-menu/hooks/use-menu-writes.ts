// The admin's menu writes: one slot's meals, and copying the past week's menu forward.
// Online only; the menu itself reaches every screen through RxDB (db/ useMenuRange).
import type { MealType } from '@hostel/shared-schema';
import { menuApi } from '../../../lib/api';
import { useServerMutation } from '../../../lib/server-query';

export function useSetSlot() {
  return useServerMutation(
    ({ date, slot, mealIds }: { date: string; slot: MealType; mealIds: string[] }) =>
      menuApi.setSlot(date, slot, mealIds),
  );
}

export function useCopyWeek() {
  return useServerMutation((start: string) => menuApi.copyWeek(start));
}
