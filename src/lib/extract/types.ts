/**
 * Progress labels: 'reading' (file bytes), 'loading' (OCR engine and language data),
 * 'extracting' (PDF pages, Word, text), 'recognizing' (OCR), 'done'. `fraction` is 0..1 within
 * the current stage.
 */
export type ExtractStage = 'reading' | 'loading' | 'extracting' | 'recognizing' | 'done';

/** `message`, when given, is what the upload screen shows (e.g. 'Reading page 2 of 3...'). */
export type ExtractProgress = { stage: ExtractStage; fraction: number; message?: string };

export type ExtractOptions = {
  onProgress?: (progress: ExtractProgress) => void;
  signal?: AbortSignal;
};
