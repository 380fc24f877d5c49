import { useSyncExternalStore } from 'react';
import {
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
