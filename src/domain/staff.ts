import { z } from 'zod';
import type { FormMessages } from './form-messages';
import { localeSchema } from './i18n/locale';
import { recordVersionSchema } from './record-version';

export const STAFF_ROLES = [
  'Manager',
  'Chef',
  'Sous Chef',
  'Line Cook',
  'Server',
  'Host',
  'Bartender',
  'Sommelier',
  'Barback',
  'Busser',
  'Dishwasher',
] as const;

/** Role given to entries created by an e-mail invitation. */
export const INVITED_ROLE = 'Staff';

export const NOTIFICATION_PREFERENCES = ['email', 'app', 'both'] as const;
export const notificationPreferenceSchema = z.enum(NOTIFICATION_PREFERENCES);
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const staffStatusSchema = z.enum(['active', 'invited', 'inactive']);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

/**
 * Whether the person behind the e-mail has answered: 'none' until they sign in, 'pending' while
 * they are asked 'Join {restaurant}?', then 'accepted' or 'declined'. Set by the server only.
 */
export const staffLinkSchema = z.enum(['none', 'pending', 'accepted', 'declined']);
export type StaffLink = z.infer<typeof staffLinkSchema>;

export const staffMemberSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  notificationPreference: notificationPreferenceSchema.catch('email'),
  status: staffStatusSchema.catch('active'),
  hireDate: z.string().optional(),
  notificationsReceived: z.number().int().nonnegative().catch(0),
  link: staffLinkSchema.catch('none'),
  /** When the person was asked, then when they answered: orders a person's teams. */
  linkedAt: z.string().optional(),
  /**
   * Chosen by the manager or by the person (ADR 0042); absent or null: follow the person's
   * browser. An unknown stored value reads as null rather than losing the whole entry.
   */
  language: localeSchema.nullable().optional().catch(null),
  /** The stored version an edit starts from (ADR 0056); none before the entry is stored. */
  version: recordVersionSchema.optional(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The shortest name the staff form accepts (SPEC §9). */
export const STAFF_NAME_MIN = 2;

/** The rules of the staff form that can refuse a value, each with its own message. */
export const STAFF_FORM_RULES = [
  'nameTooShort',
  'roleRequired',
  'emailInvalid',
  'preferenceRequired',
] as const;
export type StaffFormRule = (typeof STAFF_FORM_RULES)[number];

/**
 * The Add / Edit staff form, saying each refusal with `messages` (the feature's translated words:
 * src/features/staff/lib/staff-form-schema.ts). Role and preference start as strings because the
 * selects offer an empty placeholder choice, and an empty choice must produce the 'required'
 * message.
 */
export function staffFormSchemaWith(messages: FormMessages<StaffFormRule>) {
  return z.object({
    name: z.string().trim().min(STAFF_NAME_MIN, { error: messages.nameTooShort }),
    role: z.string().trim().min(1, { error: messages.roleRequired }),
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: messages.emailInvalid })),
    notificationPreference: z
      .string()
      .pipe(z.enum(NOTIFICATION_PREFERENCES, { error: messages.preferenceRequired })),
    // Only Active and Inactive are offered: invited entries cannot be edited.
    status: z.enum(['active', 'inactive']),
    // '' is the 'Browser default' choice: no language stored.
    language: z
      .enum(['', ...localeSchema.options])
      .default('')
      .transform((v) => (v === '' ? null : v)),
  });
}
export type StaffFormInput = z.input<ReturnType<typeof staffFormSchemaWith>>;
export type StaffFormValues = z.output<ReturnType<typeof staffFormSchemaWith>>;
