import { EXTRACTION_MESSAGES, extractionFailure, raceAbort } from './errors';
import type { PositionedDocument } from './document';
import { htmlToDocument } from './html-to-document';
import type { ExtractOptions } from './types';

type Mammoth = typeof import('mammoth');

/** Every .docx is a ZIP archive; legacy binary .doc files start with the OLE2 signature instead. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/**
 * Word documents via mammoth.convertToHtml, which keeps soft line breaks (<br>) and table rows;
 * extractRawText would merge them and separate prices from their items. Legacy .doc files are not
 * parsed (no light-weight browser library does it well): they get the Word error, which tells the
 * user to paste the text. A .doc that is really a .docx (renamed) is handled as .docx.
 */
export async function extractWordDocument(
  file: Blob,
  options: ExtractOptions = {},
): Promise<PositionedDocument> {
  const { signal, onProgress } = options;
  try {
    const buffer = await file.arrayBuffer();
    if (!isZip(new Uint8Array(buffer, 0, Math.min(2, buffer.byteLength)))) {
      throw new Error('Not a .docx (ZIP) document');
    }
    const mod = await raceAbort(import('mammoth'), signal);
    const mammoth = ((mod as { default?: Mammoth }).default ?? mod) as Mammoth;
    onProgress?.({ stage: 'extracting', fraction: 0 });
    // mammoth's browser build reads `arrayBuffer`, its Node build `buffer`; both accept an ArrayBuffer.
    const input = { arrayBuffer: buffer, buffer } as unknown as { arrayBuffer: ArrayBuffer };
    const result = await raceAbort(
      mammoth.convertToHtml(input, {
        // Images are irrelevant to the text; skip reading and base64-encoding them.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      }),
      signal,
    );
    onProgress?.({ stage: 'extracting', fraction: 1 });
    return htmlToDocument(result.value);
  } catch (error) {
    throw extractionFailure(error, signal, EXTRACTION_MESSAGES.word);
  }
}
