/**
 * Menu file -> plain text, entirely in the browser. Each extractor (and its heavy library: pdf.js,
 * mammoth, tesseract.js) is loaded with a dynamic import only when a file of that kind arrives, so
 * none of them is in the initial bundle.
 */
import { EXTRACTION_MESSAGES, ExtractionError, extractionFailure, throwIfAborted } from './errors';
import { describeFileType, fileKind, MAX_FILE_BYTES } from './file-types';
import type { PositionedDocument } from './document';
import type { ExtractOptions } from './types';

export { textToDocument } from './document';
export type { DocPage, PositionedDocument, Span } from './document';
export { cleanMenuText, detectMenuType, validateMenuContent } from './clean';
export type { MenuType, MenuValidation } from './clean';
export { EXTRACTION_MESSAGES, ExtractionError } from './errors';
export {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  fileKind,
  isSupportedFile,
  MAX_FILE_BYTES,
} from './file-types';
export type { FileKind } from './file-types';
export type { ExtractOptions, ExtractProgress, ExtractStage } from './types';

async function extractByKind(
  file: File,
  kind: NonNullable<ReturnType<typeof fileKind>>,
  options: ExtractOptions,
) {
  switch (kind) {
    case 'pdf':
      return (await import('./pdf')).extractPdfDocument(file, options);
    case 'word':
      return (await import('./docx')).extractWordDocument(file, options);
    case 'image':
      return (await import('./image')).extractImageDocument(file, options);
    case 'text':
      return (await import('./text')).extractPlainDocument(file);
  }
}

/**
 * Reads a menu file into a positioned document (pages of styled text spans). Rejects with an
 * ExtractionError whose message is shown to the user as-is, or with a DOMException named
 * AbortError when `signal` aborts.
 */
export async function extractDocument(
  file: File,
  options: ExtractOptions = {},
): Promise<PositionedDocument> {
  const { signal, onProgress } = options;
  throwIfAborted(signal);
  const kind = fileKind(file);
  if (!kind) throw new ExtractionError(EXTRACTION_MESSAGES.unsupported(describeFileType(file)));
  if (file.size > MAX_FILE_BYTES)
    throw new ExtractionError(EXTRACTION_MESSAGES.tooLarge(file.size));
  onProgress?.({ stage: 'reading', fraction: 0 });
  try {
    const doc = await extractByKind(file, kind, options);
    throwIfAborted(signal);
    onProgress?.({ stage: 'done', fraction: 1 });
    return doc;
  } catch (error) {
    // E.g. a lazily loaded chunk failed to download: report it as a failure of this file kind.
    const message = {
      pdf: EXTRACTION_MESSAGES.pdf,
      word: EXTRACTION_MESSAGES.word,
      image: EXTRACTION_MESSAGES.image('the text recognition engine could not be loaded'),
      text: EXTRACTION_MESSAGES.textRead,
    }[kind];
    throw extractionFailure(error, signal, message);
  }
}
