import { importReviewSchema, type ImportReview } from '@/domain/import-review';
import { readJson, removeKey, writeJson } from './storage';

/**
 * The review of the upload draft, kept beside it (per user) so a reload keeps what was confirmed
 * and ignored. It is a help, not data: when storage is full the review is skipped, the draft is not.
 */
const key = (userId: string) => `preshift.importReview:${userId}`;

export function readImportReview(userId: string): ImportReview | null {
  return readJson(key(userId), importReviewSchema.nullable(), null).value;
}

export function writeImportReview(userId: string, review: ImportReview): void {
  try {
    writeJson(key(userId), review);
  } catch (error) {
    console.warn('[review] could not keep the import review', error);
  }
}

export function clearImportReview(userId: string): void {
  removeKey(key(userId));
}
