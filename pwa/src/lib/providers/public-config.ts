// Which real providers this installation switched on (GET /api/public-config): Stripe's
// publishable key, Firebase's web config. Fetched once per page load and remembered, so the
// sign-in and checkout screens know which form to show offline too; the embedded defaults when
// the server was never reached.
import { PUBLIC_CONFIG_PATH, publicConfigSchema, type PublicConfig } from '@hostel/shared-schema';
import { useEffect, useState } from 'react';
import { http } from '../api';

const STORAGE_KEY = 'hostel-meals:public-config';
const EMBEDDED_CONFIG: PublicConfig = {
  payments: { provider: 'test' },
  identity: { provider: 'embedded' },
  passwordReset: 'admin-link',
};

let loading: Promise<PublicConfig> | undefined;
let loaded: PublicConfig | undefined;

function remembered(): PublicConfig | undefined {
  try {
    const parsed = publicConfigSchema.safeParse(
      JSON.parse(localStorage.getItem(STORAGE_KEY) ?? ''),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function loadPublicConfig(): Promise<PublicConfig> {
  loading ??= http
    .get<unknown>(PUBLIC_CONFIG_PATH, { authenticated: false })
    .then((answer) => {
      const config = publicConfigSchema.parse(answer);
      localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
      return config;
    })
    .catch(() => remembered() ?? EMBEDDED_CONFIG)
    .then((config) => (loaded = config));
  return loading;
}

/** The providers' config, or undefined while it is first being fetched. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState(loaded);
  useEffect(() => {
    if (config) return;
    let live = true;
    void loadPublicConfig().then((next) => live && setConfig(next));
    return () => {
      live = false;
    };
  }, [config]);
  return config;
}
