import { getEnv } from '@/config/env';
import type { Backend } from './port';

let instance: Promise<Backend> | undefined;

/**
 * The one backend for this page, picked from validated env. The Supabase adapter is a dynamic
 * import so local mode never downloads the Supabase client.
 */
export function getBackend(): Promise<Backend> {
  instance ??= (async () => {
    const env = getEnv();
    if (env.backend.kind === 'supabase') {
      const { createSupabaseBackend } = await import('./supabase');
      return createSupabaseBackend(env.backend);
    }
    const { createLocalBackend } = await import('./local');
    return createLocalBackend();
  })();
  return instance;
}

/** Tests swap in a backend of their own. */
export function setBackendForTesting(backend: Backend | undefined) {
  instance = backend ? Promise.resolve(backend) : undefined;
}
