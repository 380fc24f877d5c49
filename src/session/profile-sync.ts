import type { AuthUser, Backend } from '@/backend/port';
import type { Profile } from '@/domain/profile';

/**
 * Fetch the profile for a user, creating it from the user's metadata when missing.
 * Failures are logged and yield no profile, so a sign-in never fails on it; `created` drives the 'Welcome aboard!' toast.
 */
export async function loadOrCreateProfile(
  backend: Backend,
  user: AuthUser,
): Promise<{ profile: Profile | null; created: boolean }> {
  try {
    const existing = await backend.profiles.get(user.id);
    if (existing) return { profile: existing, created: false };
  } catch (error) {
    console.error('[auth] profile fetch failed', error);
    return { profile: null, created: false };
  }
  try {
    const profile = await backend.profiles.create({
      id: user.id,
      email: user.email,
      full_name: user.user_metadata.full_name ?? null,
      user_type: user.user_metadata.user_type ?? 'Manager',
    });
    return { profile, created: true };
  } catch (error) {
    console.error('[auth] profile create failed', error);
    return { profile: null, created: false };
  }
}
