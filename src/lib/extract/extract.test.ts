import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  EXTRACTION_MESSAGES,
  ExtractionError,
  fileKind,
  isSupportedFile,
  MAX_FILE_BYTES,
} from './index';
import { decodeTextBytes } from './text';
import { extractText, fixtureFile, lineWith } from '@/testing/extract/menu-files';

const file = (name: string, type = '', body: BlobPart = 'x') => new File([body], name, { type });

describe('file types', () => {
  it('accepts every listed extension in any case, PDF, Word, text and images among them', () => {
    for (const ext of ACCEPTED_EXTENSIONS) {
      expect(isSupportedFile(file(`menu${ext}`))).toBe(true);
      expect(isSupportedFile(file(`MENU${ext.toUpperCase()}`))).toBe(true);
    }
    const formats = ['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png'];
    expect(ACCEPTED_EXTENSIONS).toEqual(expect.arrayContaining(formats));
    expect(ACCEPT_ATTRIBUTE).toBe(`${ACCEPTED_EXTENSIONS.join(',')},text/*`);
    expect(MAX_FILE_BYTES).toBe(25 * 1024 * 1024);
  });

  it('maps extension first, then MIME type', () => {
    expect(fileKind(file('Menu.PDF'))).toBe('pdf');
    expect(fileKind(file('menu.doc'))).toBe('word');
    expect(fileKind(file('menu.docx', 'application/octet-stream'))).toBe('word');
    expect(fileKind(file('photo.JPEG'))).toBe('image');
    expect(fileKind(file('photo.webp'))).toBe('image');
    expect(fileKind(file('menu.txt'))).toBe('text');
    expect(fileKind(file('menu', 'text/csv'))).toBe('text');
    expect(fileKind(file('menu', 'application/pdf'))).toBe('pdf');
    expect(fileKind(file('scan', 'image/png'))).toBe('image');
    expect(fileKind(file('photo.heic', 'image/heic'))).toBeNull();
    expect(isSupportedFile(file('menu.zip', 'application/zip'))).toBe(false);
    expect(isSupportedFile(file('.txt'))).toBe(false); // a dot-file has no extension
  });
});

describe('extractText errors', () => {
  it('rejects unsupported files with their type', async () => {
    await expect(extractText(file('menu.zip', 'application/zip'))).rejects.toThrow(
      'Unsupported file type: application/zip',
    );
    await expect(extractText(file('menu.rtf'))).rejects.toThrow('Unsupported file type: .rtf');
  });

  it('rejects files over 25 MB before reading them', async () => {
    const big = file('menu.pdf', 'application/pdf', new Uint8Array(MAX_FILE_BYTES + 1));
    const error = await extractText(big).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as Error).message).toBe('File is too large (25.0 MB). The maximum is 25 MB.');
    expect(EXTRACTION_MESSAGES.tooLarge(30 * 1024 * 1024)).toBe(
      'File is too large (30.0 MB). The maximum is 25 MB.',
    );
  });

  it('rejects at once with an AbortError when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('custom reason'));
    const error = await extractText(file('menu.txt'), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('text files', () => {
  it('reads the real .txt menu, keeping lines, accents and currency', async () => {
    const text = await extractText(fixtureFile('moonlight-cocktails.txt', 'text/plain'));
    expect(lineWith(text, 'Piña Colada')).toMatch(/\$13$/);
    expect(lineWith(text, 'Spritz Analcolico')).toMatch(/€9$/);
    expect(text.split('\n')).toContain('ZERO PROOF');
  });

  it('decodes UTF-16 and Windows-1252 files and normalises line endings', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x43, 0, 0xe9, 0, 0x0d, 0, 0x0a, 0, 0x24, 0]);
    expect(decodeTextBytes(utf16)).toBe('Cé\n$');
    expect(decodeTextBytes(new Uint8Array([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x0d, 0x80, 0x39]))).toBe(
      'Crème\n€9',
    );
  });

  it("says 'Failed to process text file content' for binary data", async () => {
    const binary = file(
      'menu.txt',
      'text/plain',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]),
    );
    await expect(extractText(binary)).rejects.toThrow('Failed to process text file content');
  });

  it("says 'Failed to read text file' when the file cannot be read", async () => {
    const unreadable = file('menu.txt', 'text/plain');
    vi.spyOn(unreadable, 'arrayBuffer').mockRejectedValue(
      new DOMException('gone', 'NotReadableError'),
    );
    await expect(extractText(unreadable)).rejects.toThrow('Failed to read text file');
  });
});
