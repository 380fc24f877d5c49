// Test only: what a browser and a push service do with a push. The browser side makes a
// subscription (P-256 key pair and auth secret) and decrypts an aes128gcm body (RFC 8291 / 8188);
// the service side checks the VAPID JWT (RFC 8292). Written from the RFCs, apart from the web-push
// library the function sends with (_shared/push.ts).
const encoder = new TextEncoder();

export const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

export type BrowserSubscription = {
  keys: CryptoKeyPair;
  p256dh: string;
  auth: string;
  publicRaw: Uint8Array<ArrayBuffer>;
  authSecret: Uint8Array<ArrayBuffer>;
};

export async function browserSubscription(): Promise<BrowserSubscription> {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  const authSecret = crypto.getRandomValues(new Uint8Array(16));
  return { keys, publicRaw, authSecret, p256dh: b64url(publicRaw), auth: b64url(authSecret) };
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: string | Uint8Array<ArrayBuffer>,
  bytes: number,
) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const infoBytes = typeof info === 'string' ? encoder.encode(info) : info;
  return new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt, info: infoBytes },
      key,
      bytes * 8,
    ),
  );
}

export async function decryptPush(
  body: Uint8Array<ArrayBuffer>,
  sub: BrowserSubscription,
): Promise<string> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset).getUint32(16);
  const idLength = body[20];
  const senderPublic = body.slice(21, 21 + idLength);
  const record = body.slice(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const senderKey = await crypto.subtle.importKey(
    'raw',
    senderPublic,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: senderKey }, sub.keys.privateKey, 256),
  );
  const info = new Uint8Array([
    ...encoder.encode('WebPush: info\0'),
    ...sub.publicRaw,
    ...senderPublic,
  ]);
  const ikm = await hkdf(sub.authSecret, shared, info, 32);
  const cek = await hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = await hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const plain = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record),
  );
  // Padding: zeros after the delimiter; the last record's delimiter is 2.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error(`last record delimiter is ${plain[end]}, not 2`);
  return new TextDecoder().decode(plain.subarray(0, end));
}

export type VapidCheck = {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  valid: boolean;
  k: string;
};

// Reads `vapid t=<jwt>, k=<key>` and verifies the JWT's ES256 signature with k.
export async function checkVapid(authorization: string): Promise<VapidCheck> {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization);
  if (!match) throw new Error(`not a vapid header: ${authorization}`);
  const [, token, k] = match;
  const [header, claims, signature] = token.split('.');
  const key = await crypto.subtle.importKey(
    'raw',
    fromB64url(k),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    fromB64url(signature),
    encoder.encode(`${header}.${claims}`),
  );
  const json = (part: string) => JSON.parse(new TextDecoder().decode(fromB64url(part)));
  return { header: json(header), claims: json(claims), valid, k };
}

export type PushRequest = { headers: Headers; body: Uint8Array<ArrayBuffer>; path: string };

// A push service on loopback answering each POST with `status`, and with `body` and `headers`
// when given (what a service, or something posing as one, could say back).
export function startPushService(
  status: () => number = () => 201,
  reply: { body?: string; headers?: Record<string, string> } = {},
) {
  const received: PushRequest[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    received.push({
      headers: request.headers,
      body: new Uint8Array(await request.arrayBuffer()),
      path: new URL(request.url).pathname,
    });
    return new Response(reply.body ?? null, { status: status(), headers: reply.headers });
  });
  return {
    received,
    origin: `http://127.0.0.1:${server.addr.port}`,
    close: () => server.shutdown(),
  };
}
