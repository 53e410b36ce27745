// The menu, kitchen, settings and statement calls. Menu planning and settings are
// online-only admin actions; the menu itself and skips reach the PWA through replication.
import {
  ENDPOINTS,
  type CopyWeekResult,
  type HostelSettings,
  type HostelSettingsInput,
  type KitchenAnswer,
  type KitchenForecast,
  type KitchenPeople,
  type MealType,
  type Statement,
  type StatementsAnswer,
  type UpdateResult,
} from '@hostel/shared-schema';
import { callEndpoint } from './client';

export const menuApi = {
  settings: () => callEndpoint<HostelSettings>(ENDPOINTS.hostelSettings),
  updateSettings: (input: HostelSettingsInput) =>
    callEndpoint<HostelSettings>(ENDPOINTS.updateHostelSettings, { body: input }),
  setSlot: (date: string, slot: MealType, mealIds: string[]) =>
    callEndpoint<UpdateResult>(ENDPOINTS.setMenuSlot, {
      params: { date, slot },
      body: { mealIds },
    }),
  copyWeek: (weekStart: string) =>
    callEndpoint<CopyWeekResult>(ENDPOINTS.copyMenuWeek, { body: { weekStart } }),
  /** Today and the next 7 days, today being the hostel's (the server's clock decides). */
  kitchenWeek: () => callEndpoint<KitchenAnswer>(ENDPOINTS.kitchen, { query: { days: 8 } }),
  kitchen: (from: string, days: number) =>
    callEndpoint<KitchenAnswer>(ENDPOINTS.kitchen, { query: { from, days } }),
  /** "Cook for N" for tomorrow (the server's tomorrow), from its recent no-show rates. */
  kitchenForecast: () => callEndpoint<KitchenForecast>(ENDPOINTS.kitchenForecast, { query: {} }),
  kitchenPeople: (date: string, slot: MealType) =>
    callEndpoint<KitchenPeople>(ENDPOINTS.kitchenPeople, { query: { date, slot } }),
  myStatement: (month: string) =>
    callEndpoint<Statement>(ENDPOINTS.myStatement, { query: { month } }),
  allStatements: (month: string) =>
    callEndpoint<StatementsAnswer>(ENDPOINTS.allStatements, { query: { month } }),
};
