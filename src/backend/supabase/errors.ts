import type { AuthError, PostgrestError } from '@supabase/supabase-js';
import { BackendError } from '../port';

/**
 * Auth failures keep the provider's message ('Invalid login credentials', weak-password reasons,
 * 'Auth session missing!') because the UI shows it verbatim as the toast description.
 */
export function authFailure(operation: string, error: AuthError): BackendError {
  console.error(`[supabase] ${operation} failed`, error);
  return new BackendError(error.message, error.code ?? error.name, error.status);
}

/**
 * PostgREST failures are thrown rather than turned into null/[]/false (see ADR 0004): the UI needs
 * to tell "no restaurant yet" from "could not load the restaurant" to show the right toast.
 */
export function dataFailure(
  operation: string,
  error: Pick<PostgrestError, 'message' | 'code'>,
  status?: number,
): BackendError {
  console.error(`[supabase] ${operation} failed`, error);
  return new BackendError(error.message, error.code || undefined, status || undefined);
}

type Result<T> = { data: T | null; error: PostgrestError | null; status: number };

/** The row(s) of a PostgREST call, or a thrown BackendError carrying its message and status. */
export function rowsOf<T>(operation: string, result: Result<T>): T {
  if (result.error) throw dataFailure(operation, result.error, result.status);
  if (result.data === null) {
    throw dataFailure(operation, { message: 'No data returned', code: 'no_data' }, result.status);
  }
  return result.data;
}

/** For writes that return no representation: only the error matters. */
export function assertOk(operation: string, result: Omit<Result<unknown>, 'data'>): void {
  if (result.error) throw dataFailure(operation, result.error, result.status);
}

/** Like rowsOf, for maybeSingle() reads where "no row" is a normal answer. */
export function maybeRowOf<T>(operation: string, result: Result<T>): T | null {
  if (result.error) throw dataFailure(operation, result.error, result.status);
  return result.data;
}

/**
 * A failure the database raised on purpose (42501 refused, say): logged like any failure, and the
 * person is told in the plain words of `answer`.
 */
export function refused(
  operation: string,
  error: Pick<PostgrestError, 'message' | 'code'>,
  answer: () => Error,
): never {
  console.error(`[supabase] ${operation} refused`, error);
  throw answer();
}

/** Rows that do not match the expected shape mean the schema drifted; say so instead of crashing. */
export function shapeFailure(operation: string, issue: unknown): BackendError {
  console.error(`[supabase] ${operation} returned an unexpected shape`, issue);
  return new BackendError('Unexpected data from the server', 'unexpected_shape', 502);
}

export const sessionMissing = () =>
  new BackendError('Auth session missing!', 'session_missing', 401);

export const forbidden = () =>
  new BackendError('You do not have access to this data', 'forbidden', 403);
