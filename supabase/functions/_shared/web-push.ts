// Web Push on WebCrypto and fetch alone: the payload encrypted for one subscription (RFC 8291,
// "aes128gcm" content coding of RFC 8188, one record) and the sender proved by a VAPID ES256 JWT
// (RFC 8292).
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

const encoder = new TextEncoder();
// One record of this size holds any payload a push service accepts (they cap bodies at 4096).
const RECORD_SIZE = 4096;
const MAX_PAYLOAD = RECORD_SIZE - 16 /* tag */ - 1 /* delimiter */ - 86; /* header */

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const normal = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function decodeKey(value: string, length: number, name: string): Uint8Array<ArrayBuffer> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64UrlDecode(value);
  } catch {
    throw new DeliveryError(`${name} is not base64url`);
  }
  if (bytes.length !== length || (length === 65 && bytes[0] !== 4)) {
    throw new DeliveryError(`${name} is not a ${length}-byte P-256 key`);
  }
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bytes: number,
) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt, info },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

// RFC 8291 section 3.4: the body is salt | record size | key id length | our public key | record.
export async function encryptPayload(
  payload: Uint8Array,
  p256dh: string,
  auth: string,
): Promise<Uint8Array<ArrayBuffer>> {
  if (payload.length > MAX_PAYLOAD) {
    throw new DeliveryError(
      `the push payload is ${payload.length} bytes; at most ${MAX_PAYLOAD} fit`,
    );
  }
  const uaPublic = decodeKey(p256dh, 65, 'the subscription key (p256dh)');
  const authSecret = decodeKey(auth, 16, 'the subscription auth secret');
  const ecdh = { name: 'ECDH', namedCurve: 'P-256' } as const;
  const local = (await crypto.subtle.generateKey(ecdh, true, ['deriveBits'])) as CryptoKeyPair;
  const asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', local.publicKey));
  const uaKey = await crypto.subtle.importKey('raw', uaPublic, ecdh, false, []);
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, local.privateKey, 256),
  );
  const keyInfo = concat(encoder.encode('WebPush: info\0'), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, shared, keyInfo, 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  const aesKey = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  // 0x02: this is the last (only) record; no padding follows.
  const plaintext = concat(payload, new Uint8Array([2]));
  const record = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, tagLength: 128 }, aesKey, plaintext),
  );
  const header = new Uint8Array(21);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header.set(salt);
  header[20] = asPublic.length;
  return concat(header, asPublic, record);
}

// RFC 8292: a JWT for the push service's origin, signed with the VAPID private key (raw d; the
// public key gives x and y, which a JWK import needs).
export async function vapidAuthorization(endpoint: string, vapid: VapidKeys, now = Date.now()) {
  const publicBytes = decodeKey(vapid.publicKey, 65, 'VAPID_PUBLIC_KEY');
  const d = decodeKey(vapid.privateKey, 32, 'VAPID_PRIVATE_KEY');
  if (!/^(mailto:|https:)/.test(vapid.subject)) {
    throw new DeliveryError('VAPID_SUBJECT must start with mailto: or https:');
  }
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: base64UrlEncode(publicBytes.subarray(1, 33)),
    y: base64UrlEncode(publicBytes.subarray(33)),
    d: base64UrlEncode(d),
  };
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
    ]);
  } catch {
    throw new DeliveryError('VAPID_PRIVATE_KEY does not belong to VAPID_PUBLIC_KEY');
  }
  const part = (value: object) => base64UrlEncode(encoder.encode(JSON.stringify(value)));
  const claims = {
    aud: new URL(endpoint).origin,
    // 12 hours: well inside the 24 hours RFC 8292 allows, whatever the clocks' skew.
    exp: Math.floor(now / 1000) + 12 * 60 * 60,
    sub: vapid.subject,
  };
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  // WebCrypto's ECDSA signature is already r | s, the JWS form.
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, encoder.encode(unsigned)),
  );
  return `vapid t=${unsigned}.${base64UrlEncode(signature)}, k=${vapid.publicKey.trim()}`;
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
  const body = await encryptPayload(encoder.encode(payload), sub.p256dh, sub.auth);
  const authorization = await vapidAuthorization(url.href, vapid);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Encoding': 'aes128gcm',
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
