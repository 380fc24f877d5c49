import { z } from 'zod';
import { changeKindSchema, changeSetSchema } from './change-set';
import { changeQuizSchema } from './change-quiz';
import { localeSchema } from './i18n/locale';

/** A menu change offered on the notify screen. */
export const menuChangeSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().default(''),
  details: z.string().default(''),
  price: z.string().default(''),
  isNew: z.boolean().default(false),
  isUpdated: z.boolean().default(false),
  /**
   * Which parts changed; lets the sender tell a price update from a menu update, and an allergen
   * change (the most dangerous kind) from the rest.
   */
  changes: z.array(changeKindSchema).default([]),
});
export type MenuChange = z.infer<typeof menuChangeSchema>;

/**
 * The versions of one menu a sent update announces: what changed after `fromVersion` (0: none had
 * been announced) up to `toVersion`. Changes offered but left unticked are kept in `heldBack`, so
 * they are offered again with the next update.
 */
export const announcedRangeSchema = z.object({
  menuId: z.string().min(1),
  fromVersion: z.number().int().min(0),
  toVersion: z.number().int().min(1),
  heldBack: z.array(menuChangeSchema).default([]),
});
export type AnnouncedRange = z.infer<typeof announcedRangeSchema>;

/**
 * Where one recipient is with an update. Written only by the backend on the person's behalf
 * (opening it, passing its quiz, acknowledging it) or by the manager's reminder: a manager's
 * save of the list never changes them.
 */
export const recipientStateSchema = z.object({
  staffId: z.string().min(1),
  openedAt: z.string().nullable().default(null),
  quizPassedAt: z.string().nullable().default(null),
  acknowledgedAt: z.string().nullable().default(null),
  remindedAt: z.string().nullable().default(null),
  /** Attempts at the quiz up to the first pass, and the last one's time (ADR 0027). */
  quizAttempts: z.number().int().min(0).default(0),
  quizAttemptedAt: z.string().nullable().default(null),
});
export type RecipientState = z.infer<typeof recipientStateSchema>;

/**
 * The longest translation of a manager's message kept (model output longer than this is refused;
 * the database holds the same limit, 20261204000000).
 */
export const MAX_MESSAGE_TRANSLATION_LENGTH = 4000;

/**
 * The manager's message translated at send time by their AI model, by language ({ es: '...' }):
 * model text, kept and shown as text. None when no model was configured or the call failed.
 */
export const messageTranslationsSchema = z.partialRecord(
  localeSchema,
  z.string().trim().min(1).max(MAX_MESSAGE_TRANSLATION_LENGTH),
);
export type MessageTranslations = z.infer<typeof messageTranslationsSchema>;

export const sentNotificationSchema = z.object({
  id: z.string().min(1),
  date: z.string(),
  message: z.string(),
  recipients: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
  type: z.enum(['menu_update', 'price_update']),
  recipientIds: z.array(z.string()).default([]),
  itemNames: z.array(z.string()).default([]),
  acknowledgedBy: z.array(z.string()).default([]),
  /** The menu versions the update announces; the changes it carries are their difference. */
  menuVersions: z.array(announcedRangeSchema).default([]),
  /** Per item and kind, what changed with old and new values: what staff read and learn. */
  changeSet: changeSetSchema.default([]),
  /** Acknowledged only after the quiz is passed (always so for an allergen change). */
  required: z.boolean().default(false),
  /** The questions on the change set, with their answers: the manager's copy. */
  quiz: changeQuizSchema.default([]),
  recipientStates: z.array(recipientStateSchema).default([]),
  /**
   * The language the message was written in (the manager's screen at send time). Absent for
   * updates sent before it was kept, as the adapters leave out what was never set (ADR 0042).
   */
  messageLocale: localeSchema.nullable().optional(),
  /** The message in the recipients' other languages (issue 30, item 4); absent when none. */
  messageTranslations: messageTranslationsSchema.optional(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;
