// zod/mini: env is parsed on the landing page, and the full zod build would double its bundle.
import * as z from 'zod/mini';

/**
 * The only reader of import.meta.env. Placeholders from .env.example count as unset, so copying the
 * example file without editing it still starts the app in local mode.
 */
const PLACEHOLDERS = new Set(['https://your-project.supabase.co', 'your-anon-key', '']);

const optional = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) =>
    v === undefined || PLACEHOLDERS.has(v.trim()) ? undefined : v.trim(),
  ),
);

const rawSchema = z.object({
  VITE_SUPABASE_URL: optional,
  VITE_SUPABASE_ANON_KEY: optional,
  VITE_AI_API_KEY: optional,
  VITE_AI_BASE_URL: optional,
  VITE_AI_MODEL: optional,
  VITE_AI_SMALL_MODEL: optional,
  VITE_VAPID_PUBLIC_KEY: optional,
});

export type AppEnv = {
  backend: { kind: 'local' } | { kind: 'supabase'; url: string; anonKey: string };
  ai: { apiKey?: string; baseURL?: string; model?: string; smallModel?: string };
  /** The VAPID public key the server's pushes are signed with (base64url); none: no push alerts. */
  push: { vapidPublicKey?: string };
};

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const raw = rawSchema.parse(source);
  const url = raw.VITE_SUPABASE_URL;
  const anonKey = raw.VITE_SUPABASE_ANON_KEY;
  const ai = {
    apiKey: raw.VITE_AI_API_KEY,
    baseURL: raw.VITE_AI_BASE_URL,
    model: raw.VITE_AI_MODEL,
    smallModel: raw.VITE_AI_SMALL_MODEL,
  };
  const vapidPublicKey = raw.VITE_VAPID_PUBLIC_KEY;
  if (vapidPublicKey && !/^[A-Za-z0-9_-]{80,}={0,2}$/.test(vapidPublicKey)) {
    throw new EnvError(
      'VITE_VAPID_PUBLIC_KEY does not look like a VAPID public key (base64url, as scripts/vapid-keys.mjs prints).',
    );
  }
  const push = { vapidPublicKey };
  if (!url && !anonKey) return { backend: { kind: 'local' }, ai, push };
  if (!url || !anonKey) {
    throw new EnvError(
      'Supabase is half configured: set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither for local mode.',
    );
  }
  if (!z.url({ protocol: /^https?$/ }).safeParse(url).success) {
    throw new EnvError(`VITE_SUPABASE_URL is not a valid http(s) URL: "${url}"`);
  }
  if (!/^[A-Za-z0-9._-]{20,}$/.test(anonKey)) {
    throw new EnvError('VITE_SUPABASE_ANON_KEY does not look like a Supabase anon key (a JWT).');
  }
  return { backend: { kind: 'supabase', url, anonKey }, ai, push };
}

let cached: AppEnv | undefined;

/** Parsed once on first use; a malformed value throws a clear start-up error. */
export function getEnv(): AppEnv {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
