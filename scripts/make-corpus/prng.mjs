// Seeded randomness, so every "random" choice (photo angle, noise) is the same on each run.

/** FNV-1a: a stable 32-bit seed from a string such as the menu id. */
export function seedOf(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193);
  return h >>> 0;
}

/** Mulberry32: small, fast and good enough for jitter. Returns floats in [0, 1). */
export function prng(seed) {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The page-side source of the same generator, for noise drawn inside Chromium. */
export const PRNG_SOURCE = `function prng(seed) {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}`;
