import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { EXTRACTION_MESSAGES } from '@/lib/extract';
import { MENU_TOO_BRIEF, MENU_TOO_SHORT } from '@/lib/extract/clean';
import { LIMIT_MESSAGES } from '@/lib/reader';
import { readerText } from './reader-text';

// What the reader (in its Web Worker, in English) can send to the upload screen: built from the
// reader's own templates where it exports them, so a change of wording there fails here.
const fromTemplates = [
  EXTRACTION_MESSAGES.pdf,
  EXTRACTION_MESSAGES.word,
  EXTRACTION_MESSAGES.image('the text recognition engine could not be loaded'),
  EXTRACTION_MESSAGES.image('worker crashed'),
  EXTRACTION_MESSAGES.imageNoText,
  EXTRACTION_MESSAGES.textRead,
  EXTRACTION_MESSAGES.textProcess,
  EXTRACTION_MESSAGES.unsupported('application/zip'),
  EXTRACTION_MESSAGES.tooManyPages(31, 20),
  EXTRACTION_MESSAGES.tooLarge(30 * 1024 * 1024),
  LIMIT_MESSAGES.pages(31),
  LIMIT_MESSAGES.lines(12_345),
  LIMIT_MESSAGES.items(2_500),
  MENU_TOO_SHORT,
  MENU_TOO_BRIEF,
];
// Written inline in read-menu.ts, pdf.ts and reader/index.ts.
const inline = [
  'Starting menu processing...',
  'Processing PDF...',
  'Processing Word document...',
  'Processing image...',
  'Processing text file...',
  'Reading page 2 of 3...',
  'Reading scanned page 2 of 3...',
  'Cleaning extracted text...',
  'Parsing menu with the built-in parser...',
  'Parsing menu with AI...',
  'Menu processed successfully!',
  'No content provided',
  'Please provide menu content to upload',
  'Unsupported file type',
  'Please use PDF, Word, image, or text files',
  'File too large',
  'Menu too long',
  'Upload failed',
  'Failed to parse menu content',
  'The menu reader could not start',
];

afterEach(() => activateLocale('en'));

describe('the menu reader’s text on the upload screen', () => {
  it('is shown exactly as the reader wrote it in English', () => {
    for (const text of [...fromTemplates, ...inline]) expect(readerText(text)).toBe(text);
  });

  it('is shown in Spanish when Spanish is picked, every message the reader can send', async () => {
    await activateLocale('es');
    for (const text of [...fromTemplates, ...inline]) {
      expect(readerText(text), text).not.toBe(text);
      expect(readerText(text)).not.toMatch(/\b(the|and|menu|file|Please)\b/);
    }
    expect(readerText(EXTRACTION_MESSAGES.pdf)).toBe(
      'No se pudo extraer el texto del PDF. Intente copiar y pegar el texto.',
    );
    expect(readerText(LIMIT_MESSAGES.lines(12_345))).toBe(
      'Este archivo tiene 12.345 líneas de texto; Preshift lee menús de hasta 8000 líneas. Suba un menú a la vez.',
    );
    expect(readerText('Reading scanned page 2 of 3...')).toBe(
      'Leyendo la página escaneada 2 de 3...',
    );
  });

  it('keeps a library’s own reason, and text it does not know, as they came', async () => {
    await activateLocale('es');
    expect(readerText(EXTRACTION_MESSAGES.image('worker crashed'))).toContain('worker crashed');
    expect(readerText('openai API key not configured')).toBe('openai API key not configured');
  });
});
