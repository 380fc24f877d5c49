import { z } from 'zod';

export const userTypeSchema = z.enum(['Manager', 'Staff']);
export type UserType = z.infer<typeof userTypeSchema>;

export const profileSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  user_type: userTypeSchema.default('Manager'),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Welcome line: full name, else e-mail before @, else the fallback (the caller's word for a
 * person, in the language shown: 'User', 'Manager').
 */
export function displayName(
  source: { full_name?: string | null; email?: string | null } | null | undefined,
  fallback: string,
): string {
  const name = source?.full_name?.trim();
  if (name) return name;
  const local = source?.email?.split('@')[0]?.trim();
  return local || fallback;
}
