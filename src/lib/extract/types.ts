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
  /** A PDF with more pages is refused before any page is read (a real menu never reaches it). */
  maxPages?: number;
  /**
   * Photos and images: find the text with the learned detector (text-detector.ts) and read each
   * box on its own (box-sheet.ts) instead of tesseract's page layout. Default: TEXT_DETECT_ON.
   */
  detectText?: boolean;
  /**
   * For a model that reads images: each scanned PDF page, drawn upright again with its longest
   * side at `maxSide` px, as a JPEG. Text-layer pages are not drawn.
   */
  pageImages?: { maxSide: number; onImage: (page: number, jpeg: Blob) => void };
};
