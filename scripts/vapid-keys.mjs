// Prints a new VAPID key pair for Web Push, in the formats supabase/functions/_shared/web-push.ts
// reads: base64url of the raw uncompressed public key (65 bytes) and of the private scalar d
// (32 bytes). Usage: node scripts/vapid-keys.mjs
import { webcrypto } from 'node:crypto';

const toBase64Url = (bytes) => Buffer.from(bytes).toString('base64url');

const { publicKey, privateKey } = await webcrypto.subtle.generateKey(
  { name: 'ECDSA', namedCurve: 'P-256' },
  true,
  ['sign', 'verify'],
);
const rawPublic = new Uint8Array(await webcrypto.subtle.exportKey('raw', publicKey));
const { d } = await webcrypto.subtle.exportKey('jwk', privateKey);

const publicText = toBase64Url(rawPublic);
console.log(`VAPID_PUBLIC_KEY=${publicText}`);
console.log(`VAPID_PRIVATE_KEY=${d}`);
console.log('# The app is built with the same public key: VITE_VAPID_PUBLIC_KEY=' + publicText);
