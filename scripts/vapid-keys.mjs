// Prints a new VAPID key pair for Web Push, made by the web-push library the deliver function
// sends with (supabase/functions/_shared/push.ts, ADR 0062): base64url of the raw uncompressed
// public key (65 bytes) and of the private scalar d (32 bytes).
// Usage: node scripts/vapid-keys.mjs
import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();

console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.log('# The app is built with the same public key: VITE_VAPID_PUBLIC_KEY=' + publicKey);
