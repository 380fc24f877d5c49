import { useSyncExternalStore } from 'react';
import { backupKey, readJson, removeKey } from '@/lib/storage';
import {
  AI_SETTINGS_KEY,
  aiSettingsInputSchema,
  clearAiSettings,
  readAiSettings,
  writeAiSettings,
  type AiSettings,
  type AiSettingsInput,
} from '@/lib/ai/settings';

/** A tiny store so every screen showing AI status updates as soon as settings are saved. */
const listeners = new Set<() => void>();
let snapshot: AiSettings | null = null;

function current(): AiSettings {
  snapshot ??= readAiSettings();
  return snapshot;
}

export function saveAiSettings(input: AiSettingsInput): AiSettings {
  snapshot = writeAiSettings(input);
  listeners.forEach((l) => l());
  return snapshot;
}

/**
 * Removes the stored API key and keeps the endpoint and models, which are no secret. Every copy
 * goes: an unreadable value, and the backup storage keeps of one, may hold the key too. If the
 * rest cannot be rewritten, all settings go rather than the key staying.
 */
export function forgetAiKey(): void {
  const { value, status } = readJson(AI_SETTINGS_KEY, aiSettingsInputSchema, {});
  if (status === 'corrupt') {
    clearAiSettings();
  } else if (value.apiKey !== undefined) {
    try {
      writeAiSettings({ ...value, apiKey: undefined });
    } catch (error) {
      console.warn('[ai-settings] could not keep the other settings; removing them all', error);
      clearAiSettings();
    }
  }
  removeKey(backupKey(AI_SETTINGS_KEY));
  snapshot = null;
  listeners.forEach((l) => l());
}

export function useAiSettings(): AiSettings {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    current,
    current,
  );
}
