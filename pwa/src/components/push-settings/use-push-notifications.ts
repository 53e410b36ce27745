// The profile's Notifications card state: this device's push state (the browser's, against the
// server's key), and the resident's switches (the server's, the same on every device). Turning
// notifications on asks the browser for permission only now, when the resident pressed the
// button.
import { useCallback, useEffect, useState } from 'react';
import type { PushSettings } from '@hostel/shared-schema';
import { pushApi } from '../../lib/api';
import { usePublicConfig } from '../../lib/providers/public-config';
import { useServerMutation, useServerQuery } from '../../lib/server-query';
import {
  pushDeviceState,
  subscribeDevice,
  unsubscribeDevice,
  type PushDeviceState,
} from '../../lib/push/push-device';

const SETTINGS = ['push', 'settings'] as const;

export function usePushNotifications() {
  const config = usePublicConfig();
  const vapidPublicKey = config?.push?.vapidPublicKey;
  const [device, setDevice] = useState<PushDeviceState>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void pushDeviceState(vapidPublicKey).then((state) => live && setDevice(state));
    return () => {
      live = false;
    };
  }, [vapidPublicKey]);

  const settings = useServerQuery(SETTINGS, () => pushApi.settings());
  const save = useServerMutation((next: PushSettings) => pushApi.saveSettings(next), [SETTINGS]);

  const turnOn = useCallback(async () => {
    if (!vapidPublicKey) return;
    setBusy(true);
    try {
      setDevice(
        await subscribeDevice(
          vapidPublicKey,
          (body) => pushApi.subscribe(body),
          (endpoint) => pushApi.unsubscribe(endpoint),
        ),
      );
    } finally {
      setBusy(false);
    }
  }, [vapidPublicKey]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      await unsubscribeDevice((endpoint) => pushApi.unsubscribe(endpoint));
      setDevice(await pushDeviceState(vapidPublicKey));
    } finally {
      setBusy(false);
    }
  }, [vapidPublicKey]);

  return {
    /** undefined while the browser is asked. 'unsupported' too when the server sends none. */
    device: config && !vapidPublicKey ? ('unsupported' as const) : device,
    busy,
    turnOn,
    turnOff,
    settings: settings.data,
    saveSettings: save.run,
    saving: save.pending,
  };
}
