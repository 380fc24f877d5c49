// The push services a browser's subscription can point at (issue 43): the only hosts the deliver
// function ever sends a push to. A stored endpoint is a URL a person typed into our database, so
// without this list the function would request any address they chose (a loopback port, the cloud
// metadata service) on their behalf. The same list is in SQL, where save_push_subscription()
// checks it (supabase/migrations/20261205000000_push_consent.sql: public.push_service_hosts());
// supabase/tests/push-consent.test.ts fails when the two differ.
//
// Chrome, Edge on Android and Samsung Internet use FCM (android.googleapis.com is its older name),
// Firefox Mozilla's autopush, Safari Apple's, Edge on Windows WNS (a regional host per device,
// wns2-*.notify.windows.com). "*." stands for one DNS label, nothing more.
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function onList(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('*.')
      ? hostname.endsWith(host.slice(1)) && LABEL.test(hostname.slice(0, -(host.length - 1)))
      : hostname === host,
  );
}

/**
 * Whether the function may send a push to `endpoint`: https on the default port, no user name or
 * password, a host on the list. `testOrigins` are exact origins a test's push service listens on
 * (http on loopback); production code never passes any (deliver/index.ts passes nothing).
 */
export function isPushServiceEndpoint(
  endpoint: string,
  testOrigins: readonly string[] = [],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && onList(url.hostname);
}
