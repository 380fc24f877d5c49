import { readAiSettings } from '@/lib/ai/settings';
import { readMenuFile, ReaderError, type ReadInput, type ReadReport } from '@/lib/reader';

/** A failure the upload screen shows as a toast with this title and description. */
export { ReaderError as UploadError };
export type ProcessInput = ReadInput;
export type ProcessReport = ReadReport;

/**
 * Starts the menu reader (a Web Worker) with this browser's AI settings. The upload screen only
 * starts it, shows its progress and may cancel it.
 */
export function processMenu(input: ProcessInput, report: ProcessReport, signal?: AbortSignal) {
  return readMenuFile(input, readAiSettings(), report, signal);
}
