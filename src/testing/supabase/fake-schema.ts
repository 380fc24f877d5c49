// Test-only: the tables of supabase/migrations as the PostgREST emulator (fake-rest.ts) sees them.

export type Row = Record<string, unknown>;

/** The signed-in user a request carries: auth.uid() and its auth.users e-mail and confirmation. */
export type Caller = { id: string; email: string; email_confirmed_at: string | null };

export const TABLE_NAMES = [
  'profiles',
  'restaurants',
  'menus',
  'menuitems',
  'menu_versions',
  'staff_members',
  'specials',
  'notifications',
  'notification_recipients',
  'notification_quizzes',
  'update_quiz_attempts',
  'training_modules',
  'quiz_results',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];
export type Tables = Record<TableName, Row[]>;

export const emptyTables = (): Tables =>
  Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as Tables;

/** The caller's accepted, active staff entries (public.my_staff_ids() and friends). */
export const memberships = (tables: Tables, caller: Caller | undefined): Row[] =>
  tables.staff_members.filter(
    (s) =>
      caller !== undefined &&
      s.user_id === caller.id &&
      s.status === 'active' &&
      s.link_state === 'accepted',
  );

type TableDef = {
  /** A bigint identity (1, 2, ...) or a uuid default (gen_random_uuid()). */
  identity?: { column: string; kind: 'bigint' | 'uuid' };
  /** Composite or natural primary key, for upserts' on_conflict. */
  primaryKey: string[];
  columns: Record<string, () => unknown>;
  /** A unique index beyond the primary key: its name and the key it computes from a row. */
  unique?: { name: string; key: (row: Row) => string };
  /** Column-level insert grant: a request naming any other column is refused. */
  insertable?: string[];
  /** Column-level update grant: a PATCH naming any other column is refused. */
  updatable?: string[];
  /** Neither updated nor deleted by clients (no grant). */
  immutable?: boolean;
  /** A BEFORE INSERT trigger: sets server-owned columns from the other tables. */
  stamp?: (row: Row, tables: Tables) => void;
  /** Generated columns (`generated always as ... stored`), computed from the row as it is read. */
  generated?: (row: Row) => Row;
};

/** Default now(): the emulator gives every row of one request the same value, as a transaction does. */
export const now = () => new Date().toISOString();
const nil = () => null;
const timestamps = { created_at: now, updated_at: now };

export const schema: Record<TableName, TableDef> = {
  profiles: {
    primaryKey: ['id'],
    columns: { id: nil, email: nil, full_name: nil, user_type: () => 'Manager', ...timestamps },
  },
  restaurants: {
    identity: { column: 'restaurantid', kind: 'bigint' },
    primaryKey: ['restaurantid'],
    columns: {
      restaurantid: nil,
      orgid: () => 1,
      userid: nil,
      restaurant_name: nil,
      location_address: nil,
      phone_num: nil,
      website_url: nil,
      allergen_regime: nil,
      samples_removed: () => false,
      ...timestamps,
    },
    // The column grants of 20261124000000, 20261125000000 and 20261129020000.
    updatable: [
      'restaurant_name',
      'location_address',
      'phone_num',
      'website_url',
      'allergen_regime',
      'samples_removed',
    ],
  },
  menus: {
    identity: { column: 'menuid', kind: 'bigint' },
    primaryKey: ['menuid'],
    columns: {
      menuid: nil,
      restaurantid: nil,
      name: nil,
      menu_type: () => 'food',
      food_type: nil,
      add_ons: () => [],
      ...timestamps,
    },
  },
  menuitems: {
    identity: { column: 'menuitemid', kind: 'bigint' },
    primaryKey: ['menuitemid'],
    columns: {
      menuitemid: nil,
      menuid: nil,
      name: nil,
      description: nil,
      price: nil,
      category: nil,
      position: () => 0,
      ingredients: () => [],
      allergens: () => [],
      dietary: () => [],
      available: () => true,
      allergen_states: () => ({}),
      ...timestamps,
    },
  },
  menu_versions: {
    identity: { column: 'versionid', kind: 'uuid' },
    primaryKey: ['versionid'],
    insertable: ['menuid', 'name', 'menu_type', 'food_type', 'items'],
    immutable: true,
    // As menu_versions_stamp(): the next number for the menu, and the menu's restaurant.
    stamp: (row, tables) => {
      const menu = tables.menus.find((m) => String(m.menuid) === String(row.menuid));
      row.restaurantid = menu?.restaurantid ?? null;
      const numbers = tables.menu_versions
        .filter((v) => String(v.menuid) === String(row.menuid))
        .map((v) => Number(v.version));
      row.version = Math.max(0, ...numbers) + 1;
    },
    columns: {
      versionid: nil,
      menuid: nil,
      restaurantid: nil,
      version: nil,
      name: nil,
      menu_type: nil,
      food_type: nil,
      items: () => [],
      saved_by: nil,
      saved_at: now,
    },
  },
  staff_members: {
    identity: { column: 'staffid', kind: 'uuid' },
    primaryKey: ['staffid'],
    unique: {
      name: 'staff_members_restaurant_email_key',
      key: (row) => `${String(row.restaurantid)}:${String(row.email).toLowerCase()}`,
    },
    columns: {
      staffid: nil,
      restaurantid: nil,
      name: nil,
      role: nil,
      email: nil,
      notification_preference: () => 'email',
      status: () => 'active',
      hire_date: nil,
      notifications_received: () => 0,
      user_id: nil,
      // 20261124000000: the person's answer, written only by claim/accept/decline_staff_membership().
      link_state: () => 'none',
      linked_at: nil,
      // 20261129000000: link_state as managers read it (generated below).
      answer: () => 'none',
      ...timestamps,
    },
    generated: (row) => ({ answer: row.link_state === 'pending' ? 'none' : row.link_state }),
  },
  specials: {
    identity: { column: 'specialid', kind: 'uuid' },
    primaryKey: ['specialid'],
    columns: {
      specialid: nil,
      restaurantid: nil,
      name: nil,
      description: nil,
      price: nil,
      category: nil,
      start_date: nil,
      end_date: nil,
      ...timestamps,
    },
  },
  notifications: {
    identity: { column: 'notificationid', kind: 'uuid' },
    primaryKey: ['notificationid'],
    columns: {
      notificationid: nil,
      restaurantid: nil,
      message: nil,
      type: () => 'menu_update',
      item_names: () => [],
      items: () => 0,
      recipients: () => 0,
      menu_versions: () => [],
      // 20261127000000: what changed, and whether the quiz gates the acknowledgement.
      change_set: () => [],
      required: () => false,
      sent_at: now,
    },
  },
  notification_recipients: {
    primaryKey: ['notificationid', 'staffid'],
    // 20261124000000 and 20261127000000: created unacknowledged; the staff member writes
    // acknowledged_at (under the guard trigger of fake-change-loop.ts), functions the rest.
    insertable: ['notificationid', 'staffid'],
    updatable: ['acknowledged_at'],
    columns: {
      notificationid: nil,
      staffid: nil,
      acknowledged_at: nil,
      opened_at: nil,
      quiz_passed_at: nil,
      reminded_at: nil,
      // 20261129010000: written by grade_update_quiz() only.
      quiz_attempts: () => 0,
      quiz_attempted_at: nil,
    },
  },
  // 20261127000000: an update's quiz with its answers, the owning manager's only (row security
  // in fake-change-loop.ts); never updated.
  notification_quizzes: {
    primaryKey: ['notificationid'],
    insertable: ['notificationid', 'questions'],
    updatable: [],
    columns: { notificationid: nil, questions: () => [] },
  },
  // 20261127000000: written by grade_update_quiz() only.
  update_quiz_attempts: {
    identity: { column: 'attemptid', kind: 'bigint' },
    primaryKey: ['attemptid'],
    insertable: [],
    immutable: true,
    columns: {
      attemptid: nil,
      notificationid: nil,
      staffid: nil,
      answers: () => [],
      score: nil,
      total: nil,
      passed: nil,
      taken_at: now,
    },
  },
  training_modules: {
    identity: { column: 'moduleid', kind: 'uuid' },
    primaryKey: ['moduleid'],
    columns: {
      moduleid: nil,
      restaurantid: nil,
      title: nil,
      type: nil,
      content: nil,
      quiz_questions: nil,
      source_url: nil,
      created_at: now,
    },
  },
  quiz_results: {
    identity: { column: 'resultid', kind: 'uuid' },
    primaryKey: ['resultid'],
    // 20261124010000: written only by grade_quiz() (fake-rest.ts); no client privilege at all.
    insertable: [],
    immutable: true,
    columns: { resultid: nil, moduleid: nil, staffid: nil, score: nil, total: nil, taken_at: now },
  },
};

/** Foreign keys: child.column references parent.column, ON DELETE CASCADE as in the migrations. */
export const foreignKeys: { child: TableName; parent: TableName; column: string }[] = [
  { child: 'menuitems', parent: 'menus', column: 'menuid' },
  { child: 'menu_versions', parent: 'menus', column: 'menuid' },
  { child: 'notification_recipients', parent: 'notifications', column: 'notificationid' },
  { child: 'notification_recipients', parent: 'staff_members', column: 'staffid' },
  { child: 'notification_quizzes', parent: 'notifications', column: 'notificationid' },
  { child: 'update_quiz_attempts', parent: 'notifications', column: 'notificationid' },
  { child: 'update_quiz_attempts', parent: 'staff_members', column: 'staffid' },
  { child: 'quiz_results', parent: 'training_modules', column: 'moduleid' },
  { child: 'quiz_results', parent: 'staff_members', column: 'staffid' },
];

export const isTable = (name: string): name is TableName =>
  (TABLE_NAMES as readonly string[]).includes(name);
