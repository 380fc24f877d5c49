import type { AiSettings } from '@/lib/ai/settings';
import { cancelled, ReaderError } from './errors';
import { isReaderMessage, READER_CHANNEL, type ReadFailure, type ReadRequest } from './protocol';
import type { ReadInput, ReadReport, ReadResult } from './read-menu';

export { ReaderError } from './errors';
export { LIMIT_MESSAGES, READER_LIMITS } from './limits';
export type { ReadInput, ReadReport, ReadResult } from './read-menu';

function revive(error: ReadFailure): Error {
  if (error.name === 'AbortError') return cancelled();
  if (error.title) return new ReaderError(error.title, error.message);
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

/** Where Web Workers do not exist (unit tests under jsdom or Node), the same stages in-thread. */
async function readInThread(
  input: ReadInput,
  settings: AiSettings,
  report: ReadReport,
  signal?: AbortSignal,
): Promise<ReadResult> {
  const { readMenu } = await import('./read-menu');
  return readMenu(input, settings, report, signal);
}

/**
 * Reads a menu file (or pasted text) into a parsed menu in a Web Worker, reporting progress.
 * Aborting `signal` terminates the worker at once, whatever stage it is in, and rejects with an
 * AbortError; a failure the user should see rejects with a ReaderError (title + description).
 */
export function readMenuFile(
  input: ReadInput,
  settings: AiSettings,
  report: ReadReport,
  signal?: AbortSignal,
): Promise<ReadResult> {
  if (signal?.aborted) return Promise.reject(cancelled());
  if (typeof Worker === 'undefined') return readInThread(input, settings, report, signal);
  return new Promise<ReadResult>((resolve, reject) => {
    const worker = new Worker(new URL('./reader.worker.ts', import.meta.url), {
      type: 'module',
      name: 'menu-reader',
    });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(cancelled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (!isReaderMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'progress') report.onProgress(message.percent, message.status);
      else if (message.type === 'warning') report.onWarning(message.message);
      else {
        finish();
        if (message.type === 'done') resolve(message.result);
        else reject(revive(message.error));
      }
    };
    worker.onerror = (event) => {
      // The worker's script failed to load or threw outside a read (e.g. a chunk went missing).
      event.preventDefault();
      finish();
      reject(new Error(event.message || 'The menu reader could not start'));
    };
    const request: ReadRequest = { channel: READER_CHANNEL, type: 'read', input, settings };
    worker.postMessage(request);
  });
}
