/**
 * User-facing extraction failures. Each message says what went wrong and what to try instead,
 * so the upload screen can show `error.message` as-is.
 */
export const EXTRACTION_MESSAGES = {
  pdf: 'Failed to extract text from PDF. Please try copying and pasting the text instead.',
  word: 'Failed to extract text from Word document. Please try copying and pasting the text instead.',
  image: (reason: string) =>
    `Failed to extract text from image: ${reason}. Please ensure the image contains clear, readable text.`,
  imageNoText: 'Could not extract readable text from image.',
  textRead: 'Failed to read text file',
  textProcess: 'Failed to process text file content',
  unsupported: (type: string) => `Unsupported file type: ${type}`,
  tooManyPages: (pages: number, max: number) =>
    `This PDF has ${pages} pages; Preshift reads menus of up to ${max} pages. Upload the menu pages only, or split the file.`,
  tooLarge: (bytes: number) =>
    `File is too large (${(bytes / (1024 * 1024)).toFixed(1)} MB). The maximum is 25 MB.`,
} as const;

export class ExtractionError extends Error {
  override name = 'ExtractionError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Aborts always surface as a DOMException named AbortError, whatever reason the caller gave. */
export function abortError(): DOMException {
  return new DOMException('Text extraction was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortError();
}

/**
 * What an extractor throws when reading a file failed: an AbortError when the read was cancelled,
 * an ExtractionError as it is (its message is already worded for the user), anything else as an
 * ExtractionError with `message` and the original error as its cause.
 */
export function extractionFailure(
  error: unknown,
  signal: AbortSignal | undefined,
  message: string,
): Error {
  if (signal?.aborted || isAbortError(error)) return abortError();
  if (error instanceof ExtractionError) return error;
  return new ExtractionError(message, { cause: error });
}

/**
 * Settles with `promise`, or rejects with an AbortError as soon as `signal` fires (running
 * `onAbort` first, e.g. to kill a worker). Libraries like tesseract.js and mammoth cannot be
 * cancelled mid-call, so this is what lets the UI stop waiting for them.
 */
export function raceAbort<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  onAbort?: () => void,
): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    onAbort?.();
    return Promise.reject(abortError());
  }
  return new Promise<T>((resolve, reject) => {
    const listener = () => {
      onAbort?.();
      reject(abortError());
    };
    signal.addEventListener('abort', listener, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', listener);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', listener);
        reject(error);
      },
    );
  });
}

/** Library errors arrive as Error objects or plain strings ("Error: ..."); keep a short reason. */
export function errorReason(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error ?? '');
  const reason = raw
    .replace(/^(Error:\s*)+/i, '')
    .trim()
    .replace(/[.\s]+$/, '');
  return reason || 'unknown error';
}
