import { z } from 'zod';
import { readJson, removeKey, writeJson } from '@/lib/storage';

/**
 * Whether the AI key is forgotten at sign-out (a shared device) or kept (a personal one). Stored
 * beside the AI settings rather than in them, so the settings' own schema stays as it is.
 */
export const AI_KEY_ON_SIGN_OUT_KEY = 'preshift.ai-key-on-sign-out';

export const keyOnSignOutSchema = z.enum(['forget', 'keep']);
export type KeyOnSignOut = z.infer<typeof keyOnSignOutSchema>;

/** No answer yet (or an unreadable one) means forget: a key left on a shared device is the risk. */
export function readKeyOnSignOut(): KeyOnSignOut {
  return readJson(AI_KEY_ON_SIGN_OUT_KEY, keyOnSignOutSchema, 'forget').value;
}

export function writeKeyOnSignOut(choice: KeyOnSignOut): void {
  writeJson(AI_KEY_ON_SIGN_OUT_KEY, choice);
}

export function clearKeyOnSignOut(): void {
  removeKey(AI_KEY_ON_SIGN_OUT_KEY);
}
