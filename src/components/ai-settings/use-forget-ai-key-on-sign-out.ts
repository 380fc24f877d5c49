import { useEffect } from 'react';
import type { Backend } from '@/backend/port';
import { readKeyOnSignOut } from './key-on-sign-out';
import { forgetAiKey } from './use-ai-settings';

/**
 * Removes the stored AI key when the user signs out, if they asked for that when saving it.
 * Follows the backend's SIGNED_OUT event rather than the sign-out button, so a session that ends
 * any other way (Supabase reports an expired or revoked one the same way) forgets the key too.
 */
export function useForgetAiKeyOnSignOut(backend: Backend | null): void {
  useEffect(() => {
    if (!backend) return;
    return backend.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT' && readKeyOnSignOut() === 'forget') forgetAiKey();
    });
  }, [backend]);
}
