/**
 * Progress labels: 'reading' (file bytes), 'loading' (OCR engine and language data),
 * 'extracting' (PDF pages, Word, text), 'recognizing' (OCR), 'done'. `fraction` is 0..1 within
 * the current stage.
 */
export type ExtractStage = 'reading' | 'loading' | 'extracting' | 'recognizing' | 'done';

export type ExtractProgress = { stage: ExtractStage; fraction: number };

export type ExtractOptions = {
  onProgress?: (progress: ExtractProgress) => void;
  signal?: AbortSignal;
};
