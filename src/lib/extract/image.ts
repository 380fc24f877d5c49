import { OCR_MIN_CHARS } from '@/config/constants';
import { TEXT_DETECT_ON } from './text-detector';
import { errorReason, EXTRACTION_MESSAGES, ExtractionError, extractionFailure } from './errors';
import type { PositionedDocument } from './document';
import { startOcr, type OcrSession } from './ocr-session';
import type { ExtractOptions } from './types';

export { ocrAssetOptions, type OcrAssetOptions } from './ocr-session';
export { emFromInk, ocrWordsToSpans } from './ocr-words';

/**
 * OCR of a photo or image (see ocr-session.ts for the engine's settings). One worker per call,
 * always ended.
 */
export async function extractImageDocument(
  file: Blob,
  options: ExtractOptions = {},
): Promise<PositionedDocument> {
  const { signal, onProgress } = options;
  let session: OcrSession | undefined;
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    session = await startOcr(options);
    const { spans, width, height } = await session.read(
      bytes,
      (fraction) => onProgress?.({ stage: 'recognizing', fraction }),
      { photo: true, lookAgain: true, detect: options.detectText ?? TEXT_DETECT_ON },
    );
    const chars = spans.reduce((n, s) => n + s.text.trim().length, 0);
    if (chars < OCR_MIN_CHARS) throw new ExtractionError(EXTRACTION_MESSAGES.imageNoText);
    return { kind: 'image', pages: [{ width, height, spans }] };
  } catch (error) {
    throw extractionFailure(error, signal, EXTRACTION_MESSAGES.image(errorReason(error)));
  } finally {
    session?.stop();
  }
}
