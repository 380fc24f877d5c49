/** FNV-1a: a text seed as 32 bits. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A repeatable source of numbers in [0, 1) from a text seed (mulberry32): tiny, fast and good
 * enough to vary option order or invent a stable count; not for anything secret.
 */
export function seededRandom(seed: string): () => number {
  return seededRandomFrom(hashSeed(seed));
}

/** The same generator from a 32-bit number seed. */
export function seededRandomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
