// Web Push through the `web-push` library (ADR 0062): it encrypts the payload for one subscription
// (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292). The request itself is ours, over
// fetch: only to the push services (push-hosts.ts), never following a redirect, with a timeout,
// and without keeping anything of the answer.
import webpush from 'web-push';
import { DeliveryError } from './errors.ts';
import { isPushServiceEndpoint } from './push-hosts.ts';

export type PushSubscriptionKeys = { endpoint: string; p256dh: string; auth: string };
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type PushOptions = {
  ttlSeconds?: number;
  timeoutMs?: number;
  /**
   * Test only: exact origins of a push service on loopback that may be sent to besides the real
   * push services (push-hosts.ts). The deployed function never sets it.
   */
  testOrigins?: readonly string[];
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// The library's words for a bad secret, as the reason naming the secret the manager must fix.
function vapidError(error: unknown): DeliveryError {
  const message = messageOf(error);
  if (/subject/i.test(message)) {
    return new DeliveryError('VAPID_SUBJECT must start with mailto: or https:');
  }
  if (/public ?key/i.test(message)) {
    return new DeliveryError('VAPID_PUBLIC_KEY is not a 65-byte P-256 key');
  }
  if (/private ?key/i.test(message)) {
    return new DeliveryError('VAPID_PRIVATE_KEY is not a 32-byte P-256 key');
  }
  return new DeliveryError(`the VAPID keys cannot sign: ${message}`, { cause: error });
}

// A device whose stored keys cannot be encrypted for (they came from its browser).
function deviceKeyError(error: unknown): DeliveryError {
  return new DeliveryError(`the device's push keys are unusable: ${messageOf(error)}`, {
    cause: error,
  });
}

// What a manager reads when a push service refuses: its status and our own words for it, never
// the service's body (the reason is shown to the restaurant's manager, and the body is whatever
// the far end chose to say).
function refusal(status: number): string {
  if (status === 401 || status === 403) return 'it refused our VAPID keys';
  if (status === 413) return 'the alert is too large';
  if (status === 429) return 'too many alerts at once; retry later';
  if (status >= 500) return 'it had a problem; retry later';
  if (status >= 300 && status < 400) return 'it redirected the alert, which is not followed';
  return 'it refused the alert';
}

// Returns the push service's status. 2xx: accepted; 404/410: the subscription is gone (the caller
// deletes it); anything else is a failed delivery with the status. An endpoint that is not on a
// push service (push-hosts.ts) is refused before anything is encrypted or requested, and a
// redirect is never followed, so the only hosts this ever requests are the push services'.
export async function sendPush(
  sub: PushSubscriptionKeys,
  payload: string,
  vapid: VapidKeys,
  options: PushOptions = {},
): Promise<{ status: number }> {
  if (!isPushServiceEndpoint(sub.endpoint, options.testOrigins)) {
    throw new DeliveryError('the device is not subscribed with a known push service');
  }
  const url = new URL(sub.endpoint);
  const encoding = webpush.supportedContentEncodings.AES_128_GCM;
  let authorization: string;
  try {
    // The JWT's audience is the push service's origin; it expires in the library's 12 hours.
    const headers = webpush.getVapidHeaders(
      url.origin,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      encoding,
    );
    authorization = String(headers.Authorization);
  } catch (error) {
    throw vapidError(error);
  }
  let body: Uint8Array<ArrayBuffer>;
  try {
    const encrypted = webpush.encrypt(sub.p256dh, sub.auth, payload, encoding);
    body = Uint8Array.from(encrypted.cipherText);
  } catch (error) {
    throw deviceKeyError(error);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Encoding': encoding,
        'Content-Type': 'application/octet-stream',
        TTL: String(options.ttlSeconds ?? 24 * 60 * 60),
        Urgency: 'high',
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  } catch (error) {
    // The network's own message stays in the function's log, not in the manager's reason.
    console.error('push request failed', url.host, error);
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new DeliveryError(
      `cannot reach the push service ${url.host}${timedOut ? ': no answer in time' : ''}`,
      { cause: error },
    );
  }
  // Not read: nothing of the body is kept.
  await response.body?.cancel().catch(() => {});
  if (response.ok || response.status === 404 || response.status === 410) {
    return { status: response.status };
  }
  throw new DeliveryError(
    `the push service answered ${response.status}: ${refusal(response.status)}`,
  );
}

export type PushSender = {
  send(sub: PushSubscriptionKeys, payload: string | object): Promise<{ status: number }>;
};

// Secrets are read at send time: a missing one fails each push delivery with a reason naming it.
export function createPushSender(
  env: Record<string, string | undefined>,
  options: PushOptions = {},
): PushSender {
  return {
    send(sub, payload) {
      const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
      const absent = names.filter((name) => !env[name]?.trim());
      if (absent.length) {
        const list = absent.join(', ').replace(/, ([^,]*)$/, ' and $1');
        return Promise.reject(
          new DeliveryError(`${list} ${absent.length > 1 ? 'are' : 'is'} not set`),
        );
      }
      const vapid = {
        publicKey: env.VAPID_PUBLIC_KEY!.trim(),
        privateKey: env.VAPID_PRIVATE_KEY!.trim(),
        subject: env.VAPID_SUBJECT!.trim(),
      };
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      return sendPush(sub, text, vapid, options);
    },
  };
}
