// Web Push calls: the resident's notification switches and this device's subscription.
import {
  ENDPOINTS,
  type DeleteResult,
  type PushSettings,
  type PushSubscriptionBody,
} from '@hostel/shared-schema';
import { callEndpoint } from './client';

export const pushApi = {
  settings: () => callEndpoint<PushSettings>(ENDPOINTS.pushSettings),
  saveSettings: (settings: PushSettings) =>
    callEndpoint<PushSettings>(ENDPOINTS.setPushSettings, { body: settings }),
  subscribe: (subscription: PushSubscriptionBody) =>
    callEndpoint<{ subscribed: true }>(ENDPOINTS.pushSubscribe, { body: subscription }),
  unsubscribe: (endpoint: string) =>
    callEndpoint<DeleteResult>(ENDPOINTS.pushUnsubscribe, { body: { endpoint } }),
};
