/**
 * The last uploaded menu file (PDF or image) per user, kept in this browser so the import review can
 * show the page beside the items, even after a reload. IndexedDB because the file may be megabytes
 * (localStorage holds a few MB of strings at most); a Map in front so the same session never waits
 * on it. Losing the file is harmless (the review shows the text instead), so nothing here throws.
 */
import { fileKind, MAX_FILE_BYTES } from '@/lib/extract/file-types';

const DB_NAME = 'preshift-import-files';
const STORE = 'files';

/** Bytes rather than the Blob: some Safari versions failed to store Blobs in IndexedDB. */
type StoredFile = { type: string; bytes: ArrayBuffer };

const memory = new Map<string, Blob>();
/** Bumped by every keep/forget, so a slow read never brings back a file replaced meanwhile. */
const generation = new Map<string, number>();
let opening: Promise<IDBDatabase | null> | undefined;

function bump(userId: string): number {
  const next = (generation.get(userId) ?? 0) + 1;
  generation.set(userId, next);
  return next;
}

/** Only the kinds the panel can draw: Word and text files show their text. */
function isDrawable(file: Blob): boolean {
  // A File is judged as the upload judged it (by extension first: browsers may give no MIME type).
  if (file instanceof File) {
    const kind = fileKind(file);
    return kind === 'pdf' || kind === 'image';
  }
  const type = file.type.toLowerCase();
  return type === 'application/pdf' || type.startsWith('image/');
}

function openDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the database must not be blocked by this one.
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
        resolve(db);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null); // e.g. a SecurityError where storage is disabled
    }
  });
  return opening;
}

/** Runs one request in its own transaction; null when IndexedDB is unavailable or fails. */
async function run<T>(
  mode: IDBTransactionMode,
  makeRequest: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise<T | null>((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = makeRequest(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => resolve(null);
      tx.onabort = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/**
 * Keeps `file` as this user's import file, replacing the previous one. A file the panel cannot
 * draw (Word, text) or a too large one clears the previous file, so a new import never shows
 * the page of an older one.
 */
export async function keepImportFile(userId: string, file: Blob): Promise<void> {
  if (!isDrawable(file) || file.size > MAX_FILE_BYTES) return forgetImportFile(userId);
  const mine = bump(userId);
  memory.set(userId, file);
  try {
    const bytes = await file.arrayBuffer();
    if (generation.get(userId) !== mine) return;
    const record: StoredFile = { type: file.type, bytes };
    await run('readwrite', (store) => store.put(record, userId));
  } catch {
    // Unreadable file or full storage: the review falls back to the text.
  }
}

/** This user's import file, or null when this browser no longer has it. */
export async function readImportFile(userId: string): Promise<Blob | null> {
  const cached = memory.get(userId);
  if (cached) return cached;
  const mine = generation.get(userId) ?? 0;
  const record = await run<unknown>('readonly', (store) => store.get(userId));
  // A keep or forget that ran while this read waited has the newer answer.
  if ((generation.get(userId) ?? 0) !== mine) return memory.get(userId) ?? null;
  if (!isStoredFile(record)) return null;
  const file = new Blob([record.bytes], { type: record.type });
  memory.set(userId, file);
  return file;
}

/** Drops this user's import file (after saving the menu, or on sign-out). */
export async function forgetImportFile(userId: string): Promise<void> {
  bump(userId);
  memory.delete(userId);
  await run('readwrite', (store) => store.delete(userId));
}

function isStoredFile(value: unknown): value is StoredFile {
  const record = value as Partial<StoredFile> | null | undefined;
  return typeof record?.type === 'string' && record.bytes instanceof ArrayBuffer;
}
