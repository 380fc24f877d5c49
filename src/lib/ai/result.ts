import type { AiSettings } from './settings';

/** AI calls never throw for provider trouble; they report it and carry a fallback. */
export type AiResult<T> =
  | { success: true; data: T; processingTime: number }
  | { success: false; error: string; fallback: T; processingTime: number };

/** Per-call options. fetch and maxRetries exist so tests can stub the network deterministically. */
export type AiCallOptions = {
  settings?: AiSettings;
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
  maxRetries?: number;
};

/** A failure whose message is already worded for the user, shown as-is. */
export class AiResponseError extends Error {
  override name = 'AiResponseError';
}

export function abortError(): DOMException {
  return new DOMException('The AI request was aborted.', 'AbortError');
}

/** The caller cancelled: must propagate, because a cancelled request has no result to show. */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return (
    error instanceof Error && (error.name === 'AbortError' || error.name === 'APIUserAbortError')
  );
}

/** Rethrows a cancellation as a standard AbortError; anything else is left to the caller. */
export function rethrowIfAbort(error: unknown, signal?: AbortSignal): void {
  if (!isAbort(error, signal)) return;
  throw error instanceof DOMException && error.name === 'AbortError' ? error : abortError();
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown AI error';
}

export function elapsedSince(start: number): number {
  return Math.round(performance.now() - start);
}
