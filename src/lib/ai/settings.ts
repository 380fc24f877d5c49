import { z } from 'zod';
import { getEnv, type AppEnv } from '@/config/env';
import { readJson, removeKey, writeJson } from '@/lib/storage';

/**
 * AI provider settings. The key a manager types in is kept only in this browser's localStorage;
 * env values (VITE_AI_*) are the defaults an operator may bake into a build on purpose.
 */
export const AI_SETTINGS_KEY = 'preshift.ai-settings';
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
export const DEFAULT_AI_SMALL_MODEL = 'gpt-4o-mini';
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export type AiSettings = {
  apiKey?: string;
  baseURL?: string;
  model: string;
  smallModel: string;
  provider: string;
  /** The model reads images: photos and scans are sent as page images (set by the key check). */
  sendImages?: boolean;
};

// Blank form fields mean "use the default", so they are stored as absent rather than ''.
const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;
const optionalText = z.preprocess(blankToUndefined, z.string().optional());

/** What the settings form edits and what is stored: every field optional, blank = default. */
export const aiSettingsInputSchema = z.object({
  apiKey: optionalText,
  baseURL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'Please enter a valid http(s) URL' }).optional(),
  ),
  model: optionalText,
  smallModel: optionalText,
  sendImages: z.boolean().optional(),
});
/** Form values; typed by hand because z.preprocess widens the schema's input to unknown. */
export type AiSettingsInput = {
  apiKey?: string;
  baseURL?: string;
  model?: string;
  smallModel?: string;
  sendImages?: boolean;
};
type StoredAiSettings = z.output<typeof aiSettingsInputSchema>;

/** The resolved settings every AI call receives. */
export const aiSettingsSchema = z.object({
  apiKey: z.string().min(1).optional(),
  baseURL: z.string().min(1).optional(),
  model: z.string().min(1),
  smallModel: z.string().min(1),
  provider: z.string().min(1),
  sendImages: z.boolean().optional(),
});

/** Name used in user-facing errors ('{provider} API key not configured'). */
export function providerName(baseURL?: string): string {
  if (!baseURL) return 'OpenAI';
  try {
    const host = new URL(baseURL).host;
    return host === 'api.openai.com' ? 'OpenAI' : host || 'AI provider';
  } catch {
    return 'AI provider';
  }
}

/** Combines stored values over env defaults; stored values win because the user chose them. */
export function resolveAiSettings(
  stored: StoredAiSettings = {},
  env: AppEnv['ai'] = getEnv().ai,
): AiSettings {
  const baseURL = stored.baseURL ?? env.baseURL;
  return aiSettingsSchema.parse({
    apiKey: stored.apiKey ?? env.apiKey,
    baseURL,
    model: stored.model ?? env.model ?? DEFAULT_AI_MODEL,
    smallModel: stored.smallModel ?? env.smallModel ?? DEFAULT_AI_SMALL_MODEL,
    provider: providerName(baseURL),
    sendImages: stored.sendImages ?? false,
  });
}

/** What the user saved in this browser (no env merge), for prefilling the settings form. */
export function readStoredAiSettings(): StoredAiSettings {
  // readJson warns and keeps a backup of a corrupt value, so the user's key is never lost silently.
  return readJson(AI_SETTINGS_KEY, aiSettingsInputSchema, {}).value;
}

export function readAiSettings(env?: AppEnv['ai']): AiSettings {
  return resolveAiSettings(readStoredAiSettings(), env);
}

/** Validates and saves the form values; throws a ZodError on an invalid base URL. */
export function writeAiSettings(input: AiSettingsInput, env?: AppEnv['ai']): AiSettings {
  const stored = aiSettingsInputSchema.parse(input);
  writeJson(AI_SETTINGS_KEY, stored);
  return resolveAiSettings(stored, env);
}

export function clearAiSettings(): void {
  removeKey(AI_SETTINGS_KEY);
}
