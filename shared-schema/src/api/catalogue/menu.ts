// Catalogue: our additions for the menu, skips, the kitchen, hostel settings and statements
// (docs/decisions/0026-the-server-clock-judges-cut-offs.md). Menu and skips also replicate
// (catalogue/sync.ts).
import { updateResultSchema } from '../common';
import {
  copyWeekBodySchema,
  copyWeekResponseSchema,
  hostelSettingsResponseSchema,
  kitchenForecastQuerySchema,
  kitchenForecastSchema,
  kitchenPeopleQuerySchema,
  kitchenPeopleResponseSchema,
  kitchenQuerySchema,
  kitchenResponseSchema,
  menuSlotParamsSchema,
  monthQuerySchema,
  setMenuSlotBodySchema,
  setSkipBodySchema,
  statementSchema,
  statementsResponseSchema,
} from '../menu';
import { hostelSettingsInputSchema } from '../../entities/hostel-settings';
import { endpoints } from './endpoint';

export const MENU_ENDPOINTS = endpoints({
  hostelSettings: {
    method: 'GET',
    path: '/hostel-settings',
    access: 'public',
    response: hostelSettingsResponseSchema,
  },
  updateHostelSettings: {
    method: 'PUT',
    path: '/hostel-settings',
    access: 'admin',
    body: hostelSettingsInputSchema,
    response: hostelSettingsResponseSchema,
  },
  setMenuSlot: {
    method: 'PUT',
    path: '/menu/{date}/{slot}',
    access: 'admin',
    params: menuSlotParamsSchema,
    body: setMenuSlotBodySchema,
    response: updateResultSchema,
  },
  copyMenuWeek: {
    method: 'POST',
    path: '/menu/copy-week',
    access: 'admin',
    body: copyWeekBodySchema,
    response: copyWeekResponseSchema,
  },
  setSkip: {
    method: 'PUT',
    path: '/skips/{date}/{slot}',
    access: 'user',
    params: menuSlotParamsSchema,
    body: setSkipBodySchema,
    response: updateResultSchema,
  },
  kitchen: {
    method: 'GET',
    path: '/kitchen',
    access: 'admin',
    query: kitchenQuerySchema,
    response: kitchenResponseSchema,
  },
  kitchenPeople: {
    method: 'GET',
    path: '/kitchen/people',
    access: 'admin',
    query: kitchenPeopleQuerySchema,
    response: kitchenPeopleResponseSchema,
  },
  kitchenForecast: {
    method: 'GET',
    path: '/kitchen/forecast',
    access: 'admin',
    query: kitchenForecastQuerySchema,
    response: kitchenForecastSchema,
  },
  myStatement: {
    method: 'GET',
    path: '/statements/mine',
    access: 'user',
    query: monthQuerySchema,
    response: statementSchema,
  },
  allStatements: {
    method: 'GET',
    path: '/admin/statements',
    access: 'admin',
    query: monthQuerySchema,
    response: statementsResponseSchema,
  },
});
