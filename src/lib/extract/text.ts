import { textToDocument, type PositionedDocument } from './document';
import { EXTRACTION_MESSAGES, ExtractionError } from './errors';

/** Windows-1252 characters for bytes 0x80-0x9F (undefined bytes map to themselves). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Decodes a text file. Not just File.text(): menus typed in older Windows editors are often
 * Windows-1252 or UTF-16, which UTF-8 decoding would turn into replacement characters.
 */
export function decodeTextBytes(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Node's decoder treats windows-1252 as latin1, so map 0x80-0x9F (€, ’, – ...) ourselves.
      text = new TextDecoder('windows-1252')
        .decode(bytes)
        .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
    }
  }
  // NUL characters mean a binary file with a text name or MIME type.
  if (text.includes('\u0000')) throw new Error('Binary content in text file');
  return text.replace(/\r\n?/g, '\n');
}

export async function extractPlainDocument(file: Blob): Promise<PositionedDocument> {
  return textToDocument(await extractPlainText(file));
}

async function extractPlainText(file: Blob): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    throw new ExtractionError(EXTRACTION_MESSAGES.textRead, { cause: error });
  }
  try {
    return decodeTextBytes(bytes);
  } catch (error) {
    throw new ExtractionError(EXTRACTION_MESSAGES.textProcess, { cause: error });
  }
}
