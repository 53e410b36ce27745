// The menu, kitchen, settings and statement calls (issue 13). Menu planning and settings are
// online-only admin actions; the menu itself and skips reach the PWA through replication.
import type {
  CopyWeekResult,
  HostelSettings,
  HostelSettingsInput,
  KitchenAnswer,
  MealType,
  Statement,
  StatementsAnswer,
  UpdateResult,
} from '@hostel/shared-schema';
import { http } from './client';

export const menuApi = {
  settings: () => http.get<HostelSettings>('/hostel-settings'),
  updateSettings: (input: HostelSettingsInput) =>
    http.put<HostelSettings>('/hostel-settings', input),
  setSlot: (date: string, slot: MealType, mealIds: string[]) =>
    http.put<UpdateResult>(`/menu/${date}/${slot}`, { mealIds }),
  copyWeek: (weekStart: string) => http.post<CopyWeekResult>('/menu/copy-week', { weekStart }),
  /** Today and the next 7 days, today being the hostel's (the server's clock decides). */
  kitchenWeek: () => http.get<KitchenAnswer>('/kitchen', { query: { days: 8 } }),
  kitchen: (from: string, days: number) =>
    http.get<KitchenAnswer>('/kitchen', { query: { from, days } }),
  myStatement: (month: string) => http.get<Statement>('/statements/mine', { query: { month } }),
  allStatements: (month: string) =>
    http.get<StatementsAnswer>('/admin/statements', { query: { month } }),
};
