import type { Backend } from '../port';

// Replaced by the real adapter in the identity work; kept so the dynamic import resolves.
export async function createSupabaseBackend(_config: {
  url: string;
  anonKey: string;
}): Promise<Backend> {
  throw new Error('Supabase adapter not available yet');
}
