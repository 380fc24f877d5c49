/** Which files the upload accepts (PDF, Word, text, images) and how each is extracted. */
export const ACCEPTED_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.txt',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.bmp',
  '.webp',
] as const;

/** Value for `<input type="file" accept>`: the extensions plus any text/* MIME type. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, 'text/*'].join(',');

export const MAX_FILE_BYTES = 25 * 1024 * 1024;

export type FileKind = 'pdf' | 'word' | 'image' | 'text';

type FileLike = Pick<File, 'name' | 'type'>;

const BY_EXTENSION: Record<(typeof ACCEPTED_EXTENSIONS)[number], FileKind> = {
  '.pdf': 'pdf',
  '.doc': 'word',
  '.docx': 'word',
  '.txt': 'text',
  '.jpg': 'image',
  '.jpeg': 'image',
  '.png': 'image',
  '.gif': 'image',
  '.bmp': 'image',
  '.webp': 'image',
};

const BY_MIME: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/bmp': 'image',
  'image/webp': 'image',
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * The extension wins because browsers often report an empty or generic MIME type (e.g. .docx on
 * some Windows setups); the MIME type is the fallback for extension-less files.
 */
export function fileKind(file: FileLike): FileKind | null {
  const ext = fileExtension(file.name);
  if (ext in BY_EXTENSION) return BY_EXTENSION[ext as keyof typeof BY_EXTENSION];
  const mime = file.type.toLowerCase().split(';')[0].trim();
  if (mime in BY_MIME) return BY_MIME[mime];
  if (mime.startsWith('text/')) return 'text';
  return null;
}

export function isSupportedFile(file: FileLike): boolean {
  return fileKind(file) !== null;
}

/** How an unsupported file is named in 'Unsupported file type: {type}'. */
export function describeFileType(file: FileLike): string {
  return file.type || fileExtension(file.name) || 'unknown';
}
