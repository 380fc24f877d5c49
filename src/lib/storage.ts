import type { z } from 'zod';

/**
 * Safe access to browser storage. Everything read is parsed with its schema; a corrupt value falls
 * back to the default with a console warning, and is copied to a backup key before anything can
 * overwrite it, so a user's data is never lost silently.
 */
export type ReadResult<T> = { value: T; status: 'ok' | 'missing' | 'corrupt' };

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Storage can throw when disabled (privacy mode, sandboxed frames).
  }
}

export function backupKey(key: string): string {
  return `${key}.corrupt-backup`;
}

export function readJson<S extends z.ZodType>(
  key: string,
  schema: S,
  fallback: z.infer<S>,
): ReadResult<z.infer<S>> {
  let raw: string | null;
  try {
    raw = store()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`[storage] could not read "${key}"`, error);
    return { value: fallback, status: 'corrupt' };
  }
  if (raw === null) return { value: fallback, status: 'missing' };
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return { value: parsed.data, status: 'ok' };
    console.warn(
      `[storage] "${key}" has an unexpected shape; using the default`,
      parsed.error.issues,
    );
  } catch (error) {
    console.warn(`[storage] "${key}" is not valid JSON; using the default`, error);
  }
  keepBackup(key, raw);
  return { value: fallback, status: 'corrupt' };
}

function keepBackup(key: string, raw: string) {
  try {
    const s = store();
    // Keep the first corrupt copy: a later corruption must not replace the original evidence.
    if (s && s.getItem(backupKey(key)) === null) s.setItem(backupKey(key), raw);
  } catch (error) {
    console.warn(`[storage] could not back up "${key}"`, error);
  }
}

export function writeJson(key: string, value: unknown): void {
  const s = store();
  if (!s) throw new Error('Browser storage is unavailable');
  try {
    s.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Quota exceeded is the realistic case; surface it so the caller can tell the user.
    throw new Error('Could not save in this browser: storage is full or unavailable', {
      cause: error,
    });
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch (error) {
    console.warn(`[storage] could not remove "${key}"`, error);
  }
}

/** Every stored key that starts with `prefix` (none when storage is unavailable). */
export function keysWithPrefix(prefix: string): string[] {
  const s = store();
  if (!s) return [];
  const keys: string[] = [];
  try {
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch (error) {
    console.warn('[storage] could not list keys', error);
  }
  return keys;
}
