import type { ImportReview } from '@/domain/import-review';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { clearImportReview, readImportReview, writeImportReview } from './import-review-store';

const review: ImportReview = {
  kind: 'text',
  pages: [{ width: 100, height: 50 }],
  lines: [{ text: 'Burrata 16', page: 1, box: { x0: 0, top: 0, x1: 60, bottom: 10 } }],
  used: [0],
  items: {
    'item-1': { confidence: 0.84, reasons: ['only item in its section'], lineStart: 0, lineEnd: 0 },
  },
  confirmed: [],
  ignored: [],
};

describe('import review store', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = installMemoryStorage();
  });

  it('keeps a review per user until it is cleared', () => {
    writeImportReview('user-1', review);
    expect(readImportReview('user-1')).toEqual(review);
    expect(readImportReview('user-2')).toBeNull();
    clearImportReview('user-1');
    expect(readImportReview('user-1')).toBeNull();
  });

  it('reads a corrupt review as none, without throwing', () => {
    storage.setItem('preshift.importReview:user-1', '{"kind":"fax"}');
    expect(readImportReview('user-1')).toBeNull();
  });

  it('skips the review, not the upload, when storage is full', () => {
    const setItem = vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => writeImportReview('user-1', review)).not.toThrow();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});
