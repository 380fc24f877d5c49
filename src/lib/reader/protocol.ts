import type { AiSettings } from '@/lib/ai/settings';
import type { ReadInput, ReadResult } from './read-menu';

/** Page -> reader worker: read one menu. One worker reads one menu, then is closed. */
export type ReadRequest = {
  channel: 'preshift-reader';
  type: 'read';
  input: ReadInput;
  settings: AiSettings;
};

/** An error as plain data: classes do not survive postMessage. */
export type ReadFailure = { name: string; message: string; title?: string };

/**
 * Marks the reader's own messages. pdf.js, when it cannot start a worker of its own from inside
 * ours, runs its worker code in our scope, and that code talks to the page through the same
 * `self.postMessage`: those messages must be told apart and ignored.
 */
export const READER_CHANNEL = 'preshift-reader';

/** Reader worker -> page. */
export type ReaderMessage = { channel: typeof READER_CHANNEL } & (
  | { type: 'progress'; percent: number; status: string }
  | { type: 'warning'; message: string }
  | { type: 'done'; result: ReadResult }
  | { type: 'error'; error: ReadFailure }
);

export function isReaderMessage(data: unknown): data is ReaderMessage {
  return (data as { channel?: unknown } | null)?.channel === READER_CHANNEL;
}
