// Node has no IndexedDB (and fake-indexeddb is not a dependency): these tests prove the store
// still works for the session from memory, and never throws when IndexedDB is missing or broken.
type Store = typeof import('./import-file-store');

const pdf = () => new Blob(['%PDF-1.7 menu'], { type: 'application/pdf' });
const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

/** A fresh module each time: the store's memory and its IndexedDB handle are module state. */
async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('./import-file-store');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('import file store without IndexedDB', () => {
  let store: Store;
  beforeEach(async () => {
    vi.stubGlobal('indexedDB', undefined);
    store = await freshStore();
  });

  it('gives back the kept file in the same session', async () => {
    const file = pdf();
    await store.keepImportFile('user-1', file);
    expect(await store.readImportFile('user-1')).toBe(file);
  });

  it('keeps one file per user', async () => {
    const a = pdf();
    const b = photo();
    await store.keepImportFile('user-1', a);
    await store.keepImportFile('user-2', b);
    expect(await store.readImportFile('user-1')).toBe(a);
    expect(await store.readImportFile('user-2')).toBe(b);
  });

  it('replaces the previous file', async () => {
    const later = photo();
    await store.keepImportFile('user-1', pdf());
    await store.keepImportFile('user-1', later);
    expect(await store.readImportFile('user-1')).toBe(later);
  });

  it('gives null for a user with no file, and after forgetting', async () => {
    expect(await store.readImportFile('nobody')).toBeNull();
    await store.keepImportFile('user-1', pdf());
    await store.forgetImportFile('user-1');
    expect(await store.readImportFile('user-1')).toBeNull();
  });

  it('does not keep Word or text files, and drops the older page for them', async () => {
    await store.keepImportFile('user-1', pdf());
    await store.keepImportFile('user-1', new Blob(['Soup 5'], { type: 'text/plain' }));
    expect(await store.readImportFile('user-1')).toBeNull();
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await store.keepImportFile('user-2', new Blob(['x'], { type: docx }));
    expect(await store.readImportFile('user-2')).toBeNull();
  });

  it('judges a File by its name when the browser gave no type', async () => {
    const webp = new File([new Uint8Array([1, 2, 3])], 'menu.webp');
    await store.keepImportFile('user-1', webp);
    expect(await store.readImportFile('user-1')).toBe(webp);
    await store.keepImportFile('user-1', new File(['Soup 5'], 'menu.txt'));
    expect(await store.readImportFile('user-1')).toBeNull();
  });

  it('does not keep a file over the upload size limit', async () => {
    const { MAX_FILE_BYTES } = await import('@/lib/extract/file-types');
    const huge = new Blob([new Uint8Array(MAX_FILE_BYTES + 1)], { type: 'application/pdf' });
    await store.keepImportFile('user-1', huge);
    expect(await store.readImportFile('user-1')).toBeNull();
  });
});

describe('import file store with a broken IndexedDB', () => {
  it('never throws when opening the database throws', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('storage disabled', 'SecurityError');
      },
    });
    const store = await freshStore();
    const file = photo();
    await expect(store.keepImportFile('user-1', file)).resolves.toBeUndefined();
    expect(await store.readImportFile('user-1')).toBe(file);
    await expect(store.forgetImportFile('user-1')).resolves.toBeUndefined();
    expect(await store.readImportFile('user-1')).toBeNull();
  });

  it('never throws when opening the database fails', async () => {
    const request: Record<string, unknown> = {};
    vi.stubGlobal('indexedDB', {
      open: () => {
        setTimeout(() => (request.onerror as () => void)());
        return request;
      },
    });
    const store = await freshStore();
    const file = pdf();
    await expect(store.keepImportFile('user-1', file)).resolves.toBeUndefined();
    expect(await store.readImportFile('user-1')).toBe(file);
    expect(await store.readImportFile('user-2')).toBeNull();
  });
});
