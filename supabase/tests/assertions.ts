// How the database says no, as PostgREST passes it on (SQLSTATE 42501 either way).
import { expect } from 'vitest';

/** A missing privilege: the statement fails before any policy is consulted. */
export async function expectPermissionDenied(
  attempt: Promise<unknown>,
  object: `${'table' | 'function'} ${string}`,
) {
  await expect(attempt).rejects.toMatchObject({
    code: '42501',
    message: expect.stringContaining(`permission denied for ${object}`),
  });
}

/** A WITH CHECK (or ON CONFLICT's USING) that the new or existing row fails. */
export async function expectPolicyViolation(attempt: Promise<unknown>) {
  await expect(attempt).rejects.toMatchObject({
    code: '42501',
    message: expect.stringContaining('violates row-level security policy'),
  });
}
