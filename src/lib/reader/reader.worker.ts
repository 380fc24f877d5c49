/// <reference lib="webworker" />
import { ReaderError } from './errors';
import { READER_CHANNEL, type ReadFailure, type ReadRequest } from './protocol';
import type { ReadResult } from './read-menu';
import { readMenu } from './read-menu';

/**
 * The reader's Web Worker: extraction, layout and parsing run here so the page never freezes.
 * Cancel terminates this worker (and the pdf.js and OCR workers it started), so no signal is
 * threaded through the stages from the page.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

type Outgoing =
  | { type: 'progress'; percent: number; status: string }
  | { type: 'warning'; message: string }
  | { type: 'done'; result: ReadResult }
  | { type: 'error'; error: ReadFailure };

function post(message: Outgoing) {
  scope.postMessage({ channel: READER_CHANNEL, ...message });
}

scope.onmessage = async (event: MessageEvent<ReadRequest>) => {
  if (event.data?.channel !== READER_CHANNEL || event.data.type !== 'read') return;
  try {
    const result = await readMenu(event.data.input, event.data.settings, {
      onProgress: (percent, status) => post({ type: 'progress', percent, status }),
      onWarning: (message) => post({ type: 'warning', message }),
    });
    post({ type: 'done', result });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    post({
      type: 'error',
      error: {
        name: e.name,
        message: e.message,
        ...(error instanceof ReaderError ? { title: error.title } : {}),
      },
    });
  }
};
