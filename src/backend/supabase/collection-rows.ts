import { z } from 'zod';
import { regimeSchema } from '@/domain/allergens';
import { localeSchema } from '@/domain/i18n/locale';
import { specialSchema, type Special } from '@/domain/special';
import { staffLinkSchema, staffMemberSchema, type StaffMember } from '@/domain/staff';
import type { StaffTrainingModule } from '@/domain/quiz-grading';
import {
  quizQuestionSchema,
  savedTrainingModuleSchema,
  type SavedTrainingModule,
} from '@/domain/training';
import type { GradedQuiz, StaffMembership } from '../port';
import { quizResultSchema } from '../shared/quiz-result';
import { shapeFailure } from './errors';

/** Row ids of the staff-experience tables are uuids; domain ids like 'staff-123' are not rows yet. */
export const isUuid = (id: string | undefined): id is string =>
  !!id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Postgres writes timestamptz as '2026-01-02T03:04:05.123+00:00'; the app compares ISO strings. */
export function isoTimestamp(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

export const id = z.union([z.number(), z.string()]).transform(String);
export const text = z
  .string()
  .nullable()
  .transform((v) => v ?? '');
export const timestamp = z.string().transform(isoTimestamp);

/** Parses a row into the domain shape; a drifted column becomes one clear 'unexpected shape' error. */
export function mapped<R extends z.ZodType, T>(
  operation: string,
  rowSchema: R,
  domain: z.ZodType<T>,
  map: (row: z.infer<R>) => unknown,
) {
  return (row: unknown): T => {
    const parsedRow = rowSchema.safeParse(row);
    if (!parsedRow.success) throw shapeFailure(operation, parsedRow.error.issues);
    const parsed = domain.safeParse(map(parsedRow.data));
    if (!parsed.success) throw shapeFailure(operation, parsed.error.issues);
    return parsed.data;
  };
}

/**
 * The staff_members columns the app reads. Named, never `*`: the table is readable column by
 * column, and user_id (who signed up, and when) is not among them (20261124000000). `answer` is
 * link_state as a manager may see it: 'pending' (the person signed in, has not answered) reads
 * 'none', so the list never tells that anyone signed in (20261129000000).
 */
export const STAFF_SELECT = [
  'staffid',
  'name',
  'role',
  'email',
  'notification_preference',
  'status',
  'hire_date',
  'notifications_received',
  'answer',
  'language',
  'version',
].join(',');

export const staffFromRow = mapped(
  'read staff',
  z.object({
    staffid: id,
    name: text,
    role: text,
    email: text,
    notification_preference: z.string().nullable(),
    status: z.string().nullable(),
    hire_date: timestamp.nullable(),
    notifications_received: z.number().nullable(),
    answer: z.string().nullable(),
    language: z.string().nullable(),
    version: z.number(),
  }),
  staffMemberSchema,
  (r) => ({
    id: r.staffid,
    name: r.name,
    role: r.role,
    email: r.email,
    notificationPreference: r.notification_preference,
    status: r.status,
    ...(r.hire_date ? { hireDate: r.hire_date } : {}),
    notificationsReceived: r.notifications_received ?? 0,
    link: r.answer,
    // Absent, like a missing hire date, when nobody chose: the browser decides.
    ...(r.language ? { language: r.language } : {}),
    version: r.version,
  }),
);

/**
 * What a manager writes. Never the id, restaurantid (a filter, or set once on insert), user_id,
 * link_state, answer, linked_at, notifications_received (raised by each update sent,
 * 20261201000000) or version (20261207020000): the server owns those, and PostgreSQL refuses them
 * (column grants).
 */
export const staffColumns = (s: StaffMember) => ({
  name: s.name,
  role: s.role,
  email: s.email,
  notification_preference: s.notificationPreference,
  status: s.status,
  hire_date: s.hireDate ? isoTimestamp(s.hireDate) : null,
  language: s.language ?? null,
});

export const specialFromRow = mapped(
  'read specials',
  z.object({
    specialid: id,
    name: z.string(),
    description: text,
    price: text,
    category: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    version: z.number(),
  }),
  specialSchema,
  (r) => ({
    id: r.specialid,
    name: r.name,
    description: r.description,
    price: r.price,
    category: r.category ?? undefined,
    // A date column arrives as 'yyyy-MM-dd' already; slice guards against a timestamp column.
    startDate: r.start_date?.slice(0, 10) ?? null,
    endDate: r.end_date?.slice(0, 10) ?? null,
    version: r.version,
  }),
);

export const specialColumns = (s: Special) => ({
  name: s.name,
  description: s.description,
  price: s.price,
  category: s.category,
  start_date: s.startDate,
  end_date: s.endDate,
});

/** A training_modules row, as the table and staff_training_modules() both return it. */
const trainingRow = z.object({
  moduleid: id,
  title: z.string(),
  type: z.string(),
  content: z.string(),
  quiz_questions: z.array(z.unknown()).nullable(),
  source_url: z.string().nullable(),
  created_at: timestamp,
  // The table's (20261207010000); staff_training_modules() has none: staff never edit a module.
  version: z.number().optional(),
});

export const trainingFromRow = mapped(
  'read training modules',
  trainingRow,
  savedTrainingModuleSchema,
  (r) => ({
    id: r.moduleid,
    title: r.title,
    type: r.type,
    content: r.content,
    ...(r.quiz_questions ? { quizQuestions: r.quiz_questions } : {}),
    sourceUrl: r.source_url,
    createdAt: r.created_at,
    ...(r.version === undefined ? {} : { version: r.version }),
  }),
);

/** A module as staff read it: questions and options, no answers (ADR 0019). */
const staffTrainingModuleSchema = savedTrainingModuleSchema
  .omit({ quizQuestions: true, lastScore: true })
  .extend({
    quizQuestions: z.array(quizQuestionSchema.pick({ question: true, options: true })),
  }) satisfies z.ZodType<StaffTrainingModule>;

/**
 * A row of staff_training_modules(): each question is {question, options}; anything more the
 * function ever sent (an answer, say) is not kept. No questions is an empty list.
 */
export const staffTrainingFromRow = mapped(
  'read staff training modules',
  trainingRow,
  staffTrainingModuleSchema,
  (r) => ({
    id: r.moduleid,
    title: r.title,
    type: r.type,
    content: r.content,
    quizQuestions: r.quiz_questions ?? [],
    sourceUrl: r.source_url,
    createdAt: r.created_at,
  }),
);

/** lastScore has no column: in Supabase mode scores are quiz_results rows (see ADR 0004). */
export const trainingColumns = (m: SavedTrainingModule) => ({
  title: m.title,
  type: m.type,
  content: m.content,
  quiz_questions: m.quizQuestions ?? null,
  source_url: m.sourceUrl,
});

export const quizResultFromRow = mapped(
  'read quiz results',
  z.object({
    moduleid: id,
    staffid: id,
    score: z.number(),
    total: z.number(),
    taken_at: timestamp,
  }),
  quizResultSchema,
  (r) => ({
    moduleId: r.moduleid,
    staffId: r.staffid,
    score: r.score,
    total: r.total,
    takenAt: r.taken_at,
  }),
);

const reviewEntry = z.object({ correctAnswer: z.number().int(), explanation: z.string() });

/** The row grade_quiz() recorded, with the answers it gives back only now. */
export const gradedQuizFromRow = mapped(
  'grade quiz',
  z.object({
    moduleid: id,
    staffid: id,
    score: z.number(),
    total: z.number(),
    taken_at: timestamp,
    review: z.array(reviewEntry),
  }),
  quizResultSchema.extend({ review: z.array(reviewEntry) }) satisfies z.ZodType<GradedQuiz>,
  (r) => ({
    moduleId: r.moduleid,
    staffId: r.staffid,
    score: r.score,
    total: r.total,
    takenAt: r.taken_at,
    review: r.review,
  }),
);

const membershipSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  allergenRegime: regimeSchema.nullable(),
  staffId: z.string(),
  staffName: z.string(),
  language: localeSchema.optional(),
}) satisfies z.ZodType<StaffMembership>;

/**
 * A row of claim_staff_membership(): one of the caller's entries, accepted or still waiting for
 * their answer. Any other state is an unexpected shape (the function returns only these two).
 */
export const teamRowFromRow = mapped(
  'claim staff membership',
  z.object({
    staffid: id,
    restaurantid: id,
    restaurant_name: text,
    allergen_regime: regimeSchema.nullable(),
    name: text,
    link_state: staffLinkSchema.extract(['pending', 'accepted']),
    // An unknown value (a language added to the database first) reads as the browser's.
    language: localeSchema.nullable().catch(null),
  }),
  z.object({ membership: membershipSchema, accepted: z.boolean() }),
  (r) => ({
    membership: {
      restaurantId: r.restaurantid,
      restaurantName: r.restaurant_name,
      allergenRegime: r.allergen_regime,
      staffId: r.staffid,
      staffName: r.name,
      ...(r.language ? { language: r.language } : {}),
    },
    accepted: r.link_state === 'accepted',
  }),
);
