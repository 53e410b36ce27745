// Which URLs a subscription may name. The server POSTs to a subscription's endpoint, so an
// endpoint is a URL a signed-in user chooses: only the browsers' push services are accepted
// (HTTPS, their hosts), plus the origins PUSH_SERVICE_ORIGINS adds (a self-hosted push service,
// the tests' local fake). Anything else would let a user make the server call any address.
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  '.push.services.mozilla.com', // Firefox
  '.push.apple.com', // Safari, iOS home-screen apps
  '.notify.windows.com', // Edge on Windows
];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return BROWSER_PUSH_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}
