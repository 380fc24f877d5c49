import type { MenuDraft, SavedMenu } from '@/domain/menu';
import type {
  DeliverRequest,
  Delivery,
  DeliveryReport,
  DevicePushSubscription,
} from '@/domain/delivery';
import type { MenuVersion } from '@/domain/menu-version';
import type { Regime } from '@/domain/allergens';
import type { SentNotification } from '@/domain/notification';
import type { Profile, UserType } from '@/domain/profile';
import type { Restaurant, RestaurantEdit, RestaurantInput } from '@/domain/restaurant';
import type { Special } from '@/domain/special';
import type { StaffMember } from '@/domain/staff';
import type { Locale } from '@/domain/i18n/locale';
import type { SavedTrainingModule } from '@/domain/training';
import type { TrainingEvent, TrainingEventFilter } from '@/domain/training-event';
import type { QuizReviewEntry, StaffTrainingModule } from '@/domain/quiz-grading';
import type { ServedQuestion, UpdateQuizGrade } from '@/domain/update-quiz-attempts';

/** Shapes mirror Supabase's so both adapters and the UI speak one language. */
export type AuthUser = {
  id: string;
  email: string | null;
  email_confirmed_at: string | null;
  user_metadata: { full_name?: string | null; user_type?: UserType };
};

export type AuthSession = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: 'bearer';
  user: AuthUser;
};

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export type OAuthProvider = 'google' | 'github' | 'twitter';

export type SignUpInput = {
  email: string;
  password: string;
  fullName?: string;
  userType: UserType;
};

/** Errors carry a user-readable message; the UI puts it in the toast description. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * A save from a stale version: the stored menu moved on since the editor opened it. `current` is
 * the menu as stored now, with its version, so the editor can show what changed and merge.
 */
export class MenuConflictError extends BackendError {
  override name = 'MenuConflictError';
  constructor(readonly current: SavedMenu) {
    super('This menu was saved somewhere else since you opened it.', 'menu_conflict', 409);
  }
}

/**
 * An edit of a whole record (the restaurant, a special, a training module) from a stale version:
 * the stored record changed since the form read it, and writing every field of the form would
 * put older values back over that change (ADR 0056). Nothing was written; `current` is the record
 * as stored now, with its version, so the form can show it and the next save start from it.
 */
export class RecordConflictError<T = unknown> extends BackendError {
  override name = 'RecordConflictError';
  constructor(readonly current: T) {
    super('This was changed somewhere else since you opened it.', 'record_conflict', 409);
  }
}

export interface AuthPort {
  getSession(): Promise<AuthSession | null>;
  getUser(): Promise<AuthUser | null>;
  onAuthStateChange(listener: (event: AuthEvent, session: AuthSession | null) => void): () => void;
  signUp(input: SignUpInput): Promise<{ user: AuthUser; session: AuthSession | null }>;
  signInWithPassword(input: { email: string; password: string }): Promise<AuthSession>;
  /** Redirects the browser away on success. */
  signInWithOAuth(provider: OAuthProvider, redirectTo: string): Promise<void>;
  signOut(): Promise<void>;
}

export interface ProfilesPort {
  get(userId: string): Promise<Profile | null>;
  create(profile: Profile): Promise<Profile>;
  update(userId: string, patch: Partial<Omit<Profile, 'id'>>): Promise<Profile>;
}

export interface RestaurantsPort {
  create(input: RestaurantInput): Promise<Restaurant>;
  listForUser(userId: string): Promise<Restaurant[]>;
  /**
   * Writes the form's fields where the restaurant is still at `input.version`; refused with
   * RecordConflictError (carrying the restaurant as stored) when it moved on (ADR 0056).
   */
  update(restaurantId: string, input: RestaurantEdit): Promise<Restaurant>;
  /** 'Remove sample data': the samples stop showing for good (ADR 0026); real data stays. */
  removeSamples(restaurantId: string): Promise<Restaurant>;
}

export interface MenusPort {
  /** The restaurant's saved menus with their items (the samples too, until removed). */
  list(restaurantId: string): Promise<SavedMenu[]>;
  /** Creates or replaces a menu and records the result as its next version; returns it as stored. */
  save(restaurantId: string, draft: MenuDraft): Promise<SavedMenu>;
  remove(restaurantId: string, menuId: string): Promise<boolean>;
  /** Every saved version of a menu, oldest first (none for samples and unsaved menus). */
  versions(restaurantId: string, menuId: string): Promise<MenuVersion[]>;
  version(restaurantId: string, menuId: string, n: number): Promise<MenuVersion | null>;
}

/**
 * A per-restaurant list written one action at a time: each call is one write of the rows it
 * names (one request on Supabase, one storage write locally), so two people editing different
 * rows at once both keep their work. The store owns ids: what add() returns is what to use.
 */
export interface CollectionPort<T> {
  list(restaurantId: string): Promise<T[]>;
  /** Adds these rows at once; returns them as stored, in order, with the ids they were given. */
  add(restaurantId: string, items: T[]): Promise<T[]>;
  /**
   * Writes one row's own fields; refused with code 'not_found' when the row is gone. Specials,
   * training modules and staff entries carry the `version` they were read at: the write happens
   * only where the row is still at it, and is refused with RecordConflictError (carrying the row
   * as stored) when it moved on or when no version was given (ADR 0056).
   */
  update(restaurantId: string, item: T): Promise<T>;
  /** Removes one row; one already gone is no error (the same end state). */
  remove(restaurantId: string, id: string): Promise<void>;
}

/** What update() answers for a row another device removed in the meantime. */
export const rowGone = (label: string) =>
  new BackendError(
    `This ${label} no longer exists. It may have been removed on another device.`,
    'not_found',
    404,
  );

/**
 * Sent updates. Once sent an update is not edited: recipient states are the backend's (the
 * people write theirs through staffAccess), and the manager's only say over them is a reminder.
 */
export interface NotificationsPort {
  /** The restaurant's updates, newest first. */
  list(restaurantId: string): Promise<SentNotification[]>;
  /**
   * Sends an update as one action: the update with its change set and quiz, its recipients, and
   * each recipient's count of updates received, all stored or none. Counters are raised where
   * they are stored, so two sends at once both count. Returns the update as stored (newest
   * first in list()).
   */
  send(restaurantId: string, update: SentNotification): Promise<SentNotification>;
  /** Stamps a reminder on these recipients of the update (those not ready, in practice). */
  remind(restaurantId: string, notificationId: string, staffIds: string[]): Promise<void>;
}

/** A staff account's place in a restaurant: found by the e-mail in that restaurant's directory. */
export type StaffMembership = {
  restaurantId: string;
  restaurantName: string;
  /** The restaurant's allergen rules, for answering guests; null when the manager never chose. */
  allergenRegime: Regime | null;
  staffId: string;
  staffName: string;
  /**
   * The person's language as stored on this entry (ADR 0042); absent when nobody chose (the
   * adapters leave it out, and data kept from before it existed has none): follow the browser.
   */
  language?: Locale | null;
};

/**
 * The teams a signed-in person is on. An entry a manager made with their e-mail is only an
 * invitation until they accept it: a manager cannot put anyone on a team by typing an address.
 */
export type StaffTeams = {
  /** Accepted and not made inactive, oldest acceptance first. */
  active: StaffMembership[];
  /** Waiting for the person's answer ('Join {restaurant}?'). */
  pending: StaffMembership[];
};

/**
 * A question of an update's quiz as its recipient sees it: without the answer, the options in
 * the order of their next attempt, with optionIds (what an attempt hands in).
 */
export type OpenChangeQuestion = ServedQuestion;

/**
 * A sent update as its recipient sees it: the quiz without answers, the other recipients'
 * states left out, and where this person is with it.
 */
export type StaffUpdate = Omit<SentNotification, 'quiz' | 'recipientStates' | 'acknowledgedBy'> & {
  quiz: OpenChangeQuestion[];
  acknowledged: boolean;
  openedAt: string | null;
  quizPassedAt: string | null;
  remindedAt: string | null;
  /** Attempts at the quiz so far, and when the next one opens (null: now). */
  quizAttempts: number;
  quizRetryAt: string | null;
};

/** An update quiz attempt as graded by the backend: passed only when every answer is right. */
export type { UpdateQuizGrade };

export type QuizResult = {
  moduleId: string;
  staffId: string;
  score: number;
  total: number;
  takenAt: string;
};

/** A recorded attempt with each question's answer and explanation. */
export type GradedQuiz = QuizResult & { review: QuizReviewEntry[] };

/**
 * What a signed-in staff member may do: read their restaurant's published data and the updates
 * addressed to them, and write only their own acknowledgements and quiz results.
 */
export interface StaffAccessPort {
  /**
   * Links every directory entry carrying the caller's confirmed e-mail as a pending invitation,
   * then lists the caller's teams. Nothing is readable through a pending entry.
   */
  teams(): Promise<StaffTeams>;
  /** The person joins: the entry becomes active (an invited one gets its hire date). */
  accept(staffId: string): Promise<void>;
  /** The person says no: the entry stays declined and is never offered again. */
  decline(staffId: string): Promise<void>;
  /**
   * The person's own language (null: follow the browser), written to each of their accepted,
   * active entries; m must be one of them (refused with code 'forbidden' otherwise).
   */
  setLanguage(m: StaffMembership, language: Locale | null): Promise<void>;
  updates(m: StaffMembership): Promise<StaffUpdate[]>;
  /** Records the first time the person opened the update (later calls keep that time). */
  openUpdate(m: StaffMembership, notificationId: string): Promise<void>;
  /**
   * Hands in an attempt at an update's quiz (per question the chosen option's optionId); the
   * backend grades it against the stored answers, records it, and marks the quiz passed when
   * every answer is right. Before a pass it says only how many were right; after a few attempts
   * the next waits (refused with code 'quiz_wait' until StaffUpdate.quizRetryAt).
   */
  gradeUpdateQuiz(
    m: StaffMembership,
    notificationId: string,
    answers: number[],
  ): Promise<UpdateQuizGrade>;
  /** Refused with code 'quiz_required' while a required update's quiz is not passed. */
  acknowledge(m: StaffMembership, notificationId: string): Promise<void>;
  menus(m: StaffMembership): Promise<SavedMenu[]>;
  specials(m: StaffMembership): Promise<Special[]>;
  /** The modules with their questions but not the answers. */
  training(m: StaffMembership): Promise<StaffTrainingModule[]>;
  quizResults(m: StaffMembership): Promise<QuizResult[]>;
  /**
   * The person's own training record (issue 46), oldest first: what they were sent and did,
   * without how it was delivered (the manager's view of the send).
   */
  myRecord(m: StaffMembership): Promise<TrainingEvent[]>;
  /**
   * Hands in an attempt (the chosen option per question): the backend scores it against the
   * stored module, records the result, and only then gives the answers back. Staff never write
   * a score themselves.
   */
  gradeQuiz(m: StaffMembership, moduleId: string, answers: number[]): Promise<GradedQuiz>;
  /**
   * Calls onChange when the person's updates may have changed elsewhere (a manager sent or
   * reminded, another tab acknowledged), so an open page can read them again without a reload.
   * Returns the unsubscribe. Only a hint: onChange carries no data, and may fire for nothing new.
   */
  subscribeUpdates(m: StaffMembership, onChange: () => void): () => void;
}

/**
 * E-mail and push sent by the server (issue 29, ADR 0038/0039): a send, a reminder or an
 * invitation queues deliveries in its own transaction; the app then asks the `deliver` function
 * to send them. Local mode has no server to send from: `sends` is false, the lists are empty, and
 * the app keeps its mail drafts.
 */
export interface DeliveriesPort {
  /** Whether a server sends e-mail and push for this backend. */
  readonly sends: boolean;
  /** Every delivery of an update and its reminders, for the manager who sent it. */
  forUpdate(restaurantId: string, notificationId: string): Promise<Delivery[]>;
  /**
   * Asks the server to send: what is queued or failed of an update, one delivery again, or an
   * invitation. Throws when the server cannot be reached or refuses; what was saved stays saved.
   */
  deliver(request: DeliverRequest): Promise<DeliveryReport>;
}

/** The signed-in person's devices that receive update alerts (Web Push). */
export interface PushSubscriptionsPort {
  /** Stores this device for the caller (a device that changed hands stops alerting its last owner). */
  save(subscription: DevicePushSubscription): Promise<void>;
  /** Forgets the caller's own device with this endpoint; one already gone is no error. */
  remove(endpoint: string): Promise<void>;
}

/**
 * The training record (issue 46, ADR 0060): the restaurant's events, oldest first (events of one
 * action in the order it wrote them). Append-only and written by the backend alone, inside the
 * actions it records (a send, an opening, a quiz attempt, ...): this port only reads. Events of
 * people or updates removed since are still listed, as they were.
 */
export interface TrainingRecordPort {
  /** For the restaurant's manager; a staff member reads nothing here. */
  list(restaurantId: string, filter?: TrainingEventFilter): Promise<TrainingEvent[]>;
}

export interface Backend {
  kind: 'local' | 'supabase';
  auth: AuthPort;
  profiles: ProfilesPort;
  restaurants: RestaurantsPort;
  menus: MenusPort;
  staff: CollectionPort<StaffMember>;
  specials: CollectionPort<Special>;
  notifications: NotificationsPort;
  training: CollectionPort<SavedTrainingModule>;
  staffAccess: StaffAccessPort;
  deliveries: DeliveriesPort;
  pushSubscriptions: PushSubscriptionsPort;
  trainingRecord: TrainingRecordPort;
}
