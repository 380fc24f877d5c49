import { z } from 'zod';

/**
 * What the manager reviews after an upload: the source as the import read it (its pages and laid-out
 * lines, in reading order) and, per imported item, how sure the import was, why not, and which lines
 * it came from. Kept beside the upload draft until the menu is saved; the saved menu never holds it.
 */
const boxSchema = z.object({ x0: z.number(), top: z.number(), x1: z.number(), bottom: z.number() });
export type SourceBox = z.infer<typeof boxSchema>;

export const sourceLineSchema = z.object({
  text: z.string(),
  /** 1-based page number. */
  page: z.number().int().positive(),
  /** The line's box in its page's coordinate space (top-down, the same units as the page size). */
  box: boxSchema,
});
export type SourceLine = z.infer<typeof sourceLineSchema>;

export const reviewItemSchema = z.object({
  confidence: z.number().min(0).max(1),
  /** Why the item is uncertain, in the manager's words ('price not found'); empty when sure. */
  reasons: z.array(z.string()).default([]),
  /** Layout lines (indexes into `lines`) the item was read from; absent when the AI alone found it. */
  lineStart: z.number().int().nonnegative().optional(),
  lineEnd: z.number().int().nonnegative().optional(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const importReviewSchema = z.object({
  kind: z.enum(['pdf', 'word', 'image', 'text']),
  /** Each page's size in the coordinate space of the line boxes. */
  pages: z.array(
    z.object({
      width: z.number().positive(),
      height: z.number().positive(),
      /** A scanned page read turned by this many degrees clockwise: draw it turned (ADR 0028). */
      rotation: z.union([z.literal(90), z.literal(180), z.literal(270)]).optional(),
    }),
  ),
  lines: z.array(sourceLineSchema),
  /** Lines the import turned into an item or a heading. */
  used: z.array(z.number().int().nonnegative()),
  /** Per item id. */
  items: z.record(z.string(), reviewItemSchema),
  /** Items the manager marked 'Looks right'. */
  confirmed: z.array(z.string()).default([]),
  /** Unused lines the manager dismissed with 'Ignore'. */
  ignored: z.array(z.number().int().nonnegative()).default([]),
});
export type ImportReview = z.infer<typeof importReviewSchema>;

/** Items under this confidence carry a 'Check' badge until the manager confirms them. */
export const CHECK_BELOW = 0.9;
