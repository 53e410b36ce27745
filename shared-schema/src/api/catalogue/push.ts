// Catalogue: Web Push — the caller's notification settings and this device's subscription.
// Both act on the signed-in resident only (the session names them; no e-mail in the input).
import { deleteResultSchema } from '../common';
import {
  PUSH_PATHS,
  pushSettingsSchema,
  pushSubscribedResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '../push';
import { endpoints } from './endpoint';

export const PUSH_ENDPOINTS = endpoints({
  pushSettings: {
    method: 'GET',
    path: PUSH_PATHS.settings,
    access: 'user',
    response: pushSettingsSchema,
  },
  setPushSettings: {
    method: 'PUT',
    path: PUSH_PATHS.settings,
    access: 'user',
    body: pushSettingsSchema,
    response: pushSettingsSchema,
  },
  pushSubscribe: {
    method: 'POST',
    path: PUSH_PATHS.subscribe,
    access: 'user',
    body: pushSubscriptionBodySchema,
    response: pushSubscribedResponseSchema,
    status: [201],
  },
  pushUnsubscribe: {
    method: 'POST',
    path: PUSH_PATHS.unsubscribe,
    access: 'user',
    body: pushUnsubscribeBodySchema,
    response: deleteResultSchema,
  },
});
