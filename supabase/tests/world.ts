// The accounts the RLS tests play with. Two managers each sign up (a row in auth.users, as GoTrue
// would insert it) and then, as themselves, build a restaurant: a menu with items, a staff
// directory, a special, a training module and notifications. Three staff members sign up, claim
// their directory entries (which only offers them the entry) and accept them, as the app does
// after sign-in:
//
//   alice's bistro (A): staff sam (invited until he claims) and tia (already active);
//                       notification N1 to sam only, N2 to tia only; quiz results of sam (1 of 3)
//                       and tia (2 of 3).
//   bob's bistro (B):   staff uma (invited until she claims) and vic (invited, never signs up);
//                       one notification to uma only; uma's quiz result (3 of 3).
//
// Each restaurant has one training module with the three QUIZ questions; the results are handed
// in through grade_quiz(), as the app does (20261124010000). Every notification carries a change
// set and the two UPDATE_QUIZ questions (not required); tia and uma passed theirs through
// grade_update_quiz(), sam got one of two right (20261127000000). Each of those wrote its
// training_events rows (a sent event per recipient, a quiz_attempt per attempt: 20261208000000).
//
// Each Account names rows that none of the attackers own: for alice the rows around tia (her
// staff entry, N2, her quiz result), so whatever sam does to "alice's rows" is aimed at a
// colleague's record. sam's own rows are in world.staff.sam. mallory (OUTSIDER) signed up as Staff
// but is in nobody's directory.
import type { Row, Sql, TestDatabase } from './harness';

export type UserName = 'alice' | 'bob';
export type StaffName = 'sam' | 'tia' | 'uma';

/** Ids of what one manager's restaurant holds, named after the column that holds them. */
export interface Account {
  /** The manager's user id. */
  id: string;
  restaurantid: number;
  menuid: number;
  menuitemid: number;
  /** Version 1 of menuid (announced to staffid); a version 2 is announced to nobody. */
  versionid: string;
  /** A staff entry no attacker owns (alice: tia's, bob: uma's). */
  staffid: string;
  /** Another staff entry of the team, not a recipient of notificationid (alice: sam's, bob: vic's). */
  otherStaffid: string;
  specialid: string;
  /** Sent to staffid only. */
  notificationid: string;
  moduleid: string;
  /** staffid's result on moduleid. */
  resultid: string;
  /** staffid's attempt at the quiz of notificationid (20261127000000). */
  attemptid: number;
  /** The e-mail delivery queued when notificationid was sent to staffid (20261202000000). */
  deliveryid: string;
  /** The manager's own saved push device (20261202000000). */
  subscriptionid: string;
  /** The training record's 'sent' event of notificationid to staffid (20261208000000). */
  eventid: number;
}

/** A signed-up staff member and the rows that are theirs. */
export interface StaffUser {
  id: string;
  email: string;
  team: UserName;
  staffid: string;
  /** The notification addressed to them. */
  notificationid: string;
  /** What claim_staff_membership() returned when they first called it: the pending offer. */
  claimed: Row[];
}

export type World = Record<UserName, Account> & { staff: Record<StaffName, StaffUser> };

export const USERS: Record<UserName, { id: string; email: string; metadata: Row }> = {
  alice: {
    id: '00000000-0000-4000-8000-0000000a11ce',
    email: 'alice@example.test',
    metadata: { full_name: 'Alice Owner', user_type: 'Manager' },
  },
  bob: {
    // Signed up as Staff, yet a manager: ownership is restaurants.userid, never the user type.
    id: '00000000-0000-4000-8000-000000000b0b',
    email: 'bob@example.test',
    metadata: { full_name: 'Bob Rival', user_type: 'Staff' },
  },
};

export const STAFF_USERS: Record<
  StaffName,
  { id: string; email: string; team: UserName; entry: Row }
> = {
  sam: {
    id: '00000000-0000-4000-8000-0000000005a3',
    email: 'sam@example.test',
    team: 'alice',
    // Typed by the manager with other capitals: the claim matches case-insensitively.
    entry: { name: 'Sam Server', role: 'Server', email: 'Sam@Example.TEST', status: 'invited' },
  },
  tia: {
    id: '00000000-0000-4000-8000-000000000714',
    email: 'tia@example.test',
    team: 'alice',
    entry: {
      name: 'Tia Bartender',
      role: 'Bartender',
      email: 'tia@example.test',
      status: 'active',
      hire_date: '2025-03-01T00:00:00Z',
    },
  },
  uma: {
    id: '00000000-0000-4000-8000-000000000a3a',
    email: 'uma@example.test',
    team: 'bob',
    entry: { name: 'Uma Host', role: 'Host', email: 'uma@example.test', status: 'invited' },
  },
};

/** Signed up as Staff, but no manager has added her e-mail: a member of no team. */
export const OUTSIDER = {
  id: '00000000-0000-4000-8000-00000000ba11',
  email: 'mallory@example.test',
};

/** bob's second entry: invited, never signed up, so nobody can claim it. */
export const VIC_ENTRY: Row = {
  name: 'Vic Busser',
  role: 'Busser',
  email: 'vic@example.test',
  status: 'invited',
};

/**
 * Inserts an auth user the way GoTrue does at sign-up; the profile trigger fires. The address is
 * confirmed unless `confirmed` is false (GoTrue with confirmations on, before the link is opened).
 */
export async function signUp(
  db: Sql,
  id: string,
  email: string,
  metadata: Row | null,
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at)
     values ($1, $2, $3, case when $4 then now() end)`,
    [id, email, metadata, confirmed],
  );
}

const one = async (sql: Sql, text: string, params: unknown[]) =>
  (await sql.query(text, params)).rows[0];

async function addStaff(sql: Sql, restaurantid: number, entry: Row): Promise<string> {
  const columns = ['restaurantid', ...Object.keys(entry)];
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  const row = await one(
    sql,
    `insert into public.staff_members (${columns.join(', ')}) values (${placeholders})
     returning staffid`,
    [restaurantid, ...Object.values(entry)],
  );
  return row.staffid as string;
}

/**
 * The quiz of every world update, as src/domain/change-quiz.ts writes it: the answers are 2 and
 * 0. The updates are not required, so it does not gate their acknowledgement.
 */
export const UPDATE_QUIZ = [
  {
    id: 'q-allergen',
    prompt: 'What does the Burrata now contain?',
    options: ['Sesame', 'Peanuts', 'Milk', 'Fish'],
    answer: 2,
    itemId: 'burrata',
    kind: 'allergen',
    mentions: ['Burrata'],
  },
  {
    id: 'q-price',
    prompt: 'What does the Burrata cost now?',
    options: ['$14.99', '$13.99', '$15.99', '$12.99'],
    answer: 0,
    itemId: 'burrata',
    kind: 'price',
    mentions: ['Burrata'],
  },
];

/** Answers to UPDATE_QUIZ of which the first `correct` are right and the others wrong. */
export const updateAnswersScoring = (correct: number): number[] =>
  UPDATE_QUIZ.map((q, i) => (i < correct ? q.answer : (q.answer + 1) % 4));

/** The change set the world updates carry (the app reads it as ItemChange[]). */
export const CHANGE_SET = [
  {
    menuId: '1',
    itemId: 'burrata',
    name: 'Burrata',
    category: 'To Share',
    kind: 'price',
    before: '$13.99',
    after: '$14.99',
  },
];

/** What the schema has: the world builds against older migrations too (upgrade tests). */
async function features(db: Sql) {
  const { rows } = await db.query(
    `select to_regprocedure('public.grade_quiz(uuid, integer[])') is not null as graded,
            to_regclass('public.notification_quizzes') is not null as change_loop,
            to_regclass('public.deliveries') is not null as deliveries,
            to_regclass('public.training_events') is not null as training_events`,
  );
  return rows[0] as {
    graded: boolean;
    change_loop: boolean;
    deliveries: boolean;
    training_events: boolean;
  };
}

/**
 * A sent update to one staff member, announcing version 1 of the menu; since 20261127000000 it
 * carries a change set and a quiz, sent the way the adapter sends them.
 */
async function notify(
  sql: Sql,
  restaurantid: number,
  message: string,
  staffid: string,
  menuid: number,
  changeLoop: boolean,
) {
  const announced = JSON.stringify([{ menuId: String(menuid), fromVersion: 0, toVersion: 1 }]);
  const row = changeLoop
    ? await one(
        sql,
        `insert into public.notifications
           (restaurantid, message, type, item_names, items, recipients, menu_versions, change_set)
         values ($1, $2, 'menu_update', '{Burrata}', 1, 1, $3, $4) returning notificationid`,
        [restaurantid, message, announced, JSON.stringify(CHANGE_SET)],
      )
    : await one(
        sql,
        `insert into public.notifications
           (restaurantid, message, type, item_names, items, recipients, menu_versions)
         values ($1, $2, 'menu_update', '{Burrata}', 1, 1, $3) returning notificationid`,
        [restaurantid, message, announced],
      );
  if (changeLoop) {
    await sql.query(
      'insert into public.notification_quizzes (notificationid, questions) values ($1, $2)',
      [row.notificationid, JSON.stringify(UPDATE_QUIZ)],
    );
  }
  await sql.query(
    'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
    [row.notificationid, staffid],
  );
  return row.notificationid as string;
}

/**
 * An attempt at an update's quiz, handed in by the staff member through grade_update_quiz() as
 * the app does; returns its attemptid (read as the superuser: the function returns the grade).
 */
export async function recordUpdateQuiz(
  db: TestDatabase,
  userId: string,
  notificationid: string,
  correct: number,
): Promise<number> {
  await db.asUser(userId, (sql) =>
    sql.query('select * from public.grade_update_quiz($1, $2)', [
      notificationid,
      updateAnswersScoring(correct),
    ]),
  );
  const row = await one(
    db,
    `select max(attemptid) as attemptid from public.update_quiz_attempts where notificationid = $1`,
    [notificationid],
  );
  return row.attemptid as number;
}

/** The questions of every world module: their correct answers are 0, 1 and 2. */
export const QUIZ = [
  {
    question: 'Where is burrata from?',
    options: ['Puglia', 'Lazio', 'Sicily', 'Veneto'],
    correctAnswer: 0,
    explanation: 'Burrata was first made in Puglia.',
  },
  {
    question: 'What fills it?',
    options: ['Ricotta', 'Stracciatella', 'Butter', 'Mascarpone'],
    correctAnswer: 1,
    explanation: 'Stracciatella: shreds of mozzarella soaked in cream.',
  },
  {
    question: 'What do we serve it with?',
    options: ['Ketchup', 'Chocolate', 'Tomato and basil', 'Nothing'],
    correctAnswer: 2,
    explanation: '',
  },
];

/** Answers to QUIZ of which the first `correct` are right and the others wrong. */
export const answersScoring = (correct: number): number[] =>
  QUIZ.map((q, i) => (i < correct ? q.correctAnswer : (q.correctAnswer + 1) % 4));

/**
 * A quiz handed in by the staff member themselves, as the app does: grade_quiz() with answers
 * that score `correct` of the QUIZ questions. Against migrations before 20261124010000 (no such
 * function) the staff member inserts the same score directly, as the app did then.
 */
export async function recordQuiz(
  db: TestDatabase,
  userId: string,
  moduleid: string,
  staffid: string,
  correct: number,
): Promise<string> {
  const { graded } = await features(db);
  return db.asUser(userId, async (sql) => {
    const row = graded
      ? await one(sql, 'select resultid from public.grade_quiz($1, $2)', [
          moduleid,
          answersScoring(correct),
        ])
      : await one(
          sql,
          `insert into public.quiz_results (moduleid, staffid, score, total)
           values ($1, $2, $3, $4) returning resultid`,
          [moduleid, staffid, correct, QUIZ.length],
        );
    return row.resultid as string;
  });
}

/** What a manager builds; the team members are named by who they are for the tests. */
async function buildRestaurant(
  db: TestDatabase,
  name: UserName,
  team: [recipient: StaffName | 'vic', ...rest: (StaffName | 'vic')[]],
) {
  const user = USERS[name];
  const { change_loop: changeLoop } = await features(db);
  return db.asUser(user.id, async (sql) => {
    const restaurant = await one(
      sql,
      `insert into public.restaurants (restaurant_name, userid)
       values ($1, $2) returning restaurantid`,
      [`${name}'s bistro`, user.id],
    );
    const restaurantid = restaurant.restaurantid as number;
    const menu = await one(
      sql,
      `insert into public.menus (restaurantid, name, menu_type, food_type)
       values ($1, 'Dinner', 'food', 'dinner') returning menuid`,
      [restaurantid],
    );
    const item = await one(
      sql,
      `insert into public.menuitems (menuid, name, description, price, category, ingredients)
       values ($1, 'Burrata', 'Tomato, basil', '$14.99', 'To Share', '{burrata,tomato}')
       returning menuitemid`,
      [menu.menuid],
    );
    await sql.query(
      `insert into public.menuitems (menuid, name, price, category, position, allergens)
       values ($1, 'Market fish', '$MP', 'Larger Plates', 1, '{fish}')`,
      [menu.menuid],
    );
    const versions = [];
    for (const name of ['Dinner', 'Dinner (edited)']) {
      versions.push(
        await one(
          sql,
          `insert into public.menu_versions (menuid, name, menu_type, food_type, items)
           values ($1, $2, 'food', 'dinner', '[{"name":"Burrata","price":"$14.99"}]')
           returning versionid`,
          [menu.menuid, name],
        ),
      );
    }
    const staff: Partial<Record<StaffName | 'vic', string>> = {};
    for (const member of team) {
      staff[member] = await addStaff(
        sql,
        restaurantid,
        member === 'vic' ? VIC_ENTRY : STAFF_USERS[member].entry,
      );
    }
    const special = await one(
      sql,
      `insert into public.specials (restaurantid, name, description, price, start_date, end_date)
       values ($1, 'Truffle risotto', 'Tonight only', '$28', '2026-11-22', '2026-11-29')
       returning specialid`,
      [restaurantid],
    );
    const module = await one(
      sql,
      `insert into public.training_modules (restaurantid, title, type, content, quiz_questions)
       values ($1, 'Know the burrata', 'ingredient_knowledge', 'Creamy, from Puglia.', $2)
       returning moduleid`,
      // JSON text: see table-cases.ts on arrays sent to jsonb.
      [restaurantid, JSON.stringify(QUIZ)],
    );
    const notifications: Partial<Record<StaffName | 'vic', string>> = {};
    for (const member of team) {
      if (member === 'vic') continue;
      notifications[member] = await notify(
        sql,
        restaurantid,
        `Update for ${member}`,
        staff[member]!,
        menu.menuid as number,
        changeLoop,
      );
    }
    return {
      restaurantid,
      menuid: menu.menuid as number,
      menuitemid: item.menuitemid as number,
      versionid: versions[0].versionid as string,
      staff,
      notifications,
      specialid: special.specialid as string,
      moduleid: module.moduleid as string,
    };
  });
}

/** What the app calls after a staff member signs in. */
export async function claim(db: TestDatabase, userId: string, claims?: Row): Promise<Row[]> {
  return db.asUser(
    userId,
    async (sql) => (await sql.query('select * from public.claim_staff_membership()')).rows,
    { claims },
  );
}

/** The person answers the offer 'Join {restaurant}?'. */
export async function answer(
  db: TestDatabase,
  userId: string,
  staffid: string,
  choice: 'accept' | 'decline',
): Promise<void> {
  await db.asUser(userId, (sql) =>
    sql.query(`select public.${choice}_staff_membership($1)`, [staffid]),
  );
}

export async function buildWorld(db: TestDatabase): Promise<World> {
  for (const user of Object.values(USERS)) await signUp(db, user.id, user.email, user.metadata);
  for (const user of Object.values(STAFF_USERS)) {
    await signUp(db, user.id, user.email, { full_name: user.entry.name, user_type: 'Staff' });
  }
  await signUp(db, OUTSIDER.id, OUTSIDER.email, { full_name: 'Mallory', user_type: 'Staff' });

  const a = await buildRestaurant(db, 'alice', ['tia', 'sam']);
  const b = await buildRestaurant(db, 'bob', ['uma', 'vic']);

  const claimed = {} as Record<StaffName, Row[]>;
  for (const [name, user] of Object.entries(STAFF_USERS) as [StaffName, { id: string }][]) {
    claimed[name] = await claim(db, user.id);
    // Every offer is accepted. (Before 20261124000000 the claim itself gave access and returned no
    // link_state; the world still builds there, so the hardening cases can be run against it.)
    for (const offer of claimed[name].filter((row) => row.link_state === 'pending')) {
      await answer(db, user.id, String(offer.staffid), 'accept');
    }
  }

  const tiaResult = await recordQuiz(db, STAFF_USERS.tia.id, a.moduleid, a.staff.tia!, 2);
  await recordQuiz(db, STAFF_USERS.sam.id, a.moduleid, a.staff.sam!, 1);
  const umaResult = await recordQuiz(db, STAFF_USERS.uma.id, b.moduleid, b.staff.uma!, 3);

  // Attempts at the updates' quizzes: tia and uma pass theirs, sam gets one of two right.
  // (NaN against migrations before 20261127000000: no such table, and nothing reads it.)
  const { change_loop: changeLoop } = await features(db);
  const attempt = (name: StaffName, notificationid: string, correct: number) =>
    changeLoop
      ? recordUpdateQuiz(db, STAFF_USERS[name].id, notificationid, correct)
      : Promise.resolve(NaN);
  const tiaAttempt = await attempt('tia', a.notifications.tia!, UPDATE_QUIZ.length);
  await attempt('sam', a.notifications.sam!, 1);
  const umaAttempt = await attempt('uma', b.notifications.uma!, UPDATE_QUIZ.length);

  // Since 20261202000000: every world update queued an e-mail (the default preference), and
  // alice, bob and sam each saved a push device (sam: so a staff member has a row of his own).
  // (Empty against older migrations: no such tables, and nothing reads them.)
  const { deliveries } = await features(db);
  const emailOf = async (notificationid: string) =>
    deliveries
      ? ((
          await one(db, 'select deliveryid from public.deliveries where notificationid = $1', [
            notificationid,
          ])
        ).deliveryid as string)
      : '';
  const device = async (userId: string, name: string) =>
    deliveries
      ? db.asUser(userId, async (sql) => {
          const row = await one(sql, 'select public.save_push_subscription($1, $2, $3) as id', [
            // A push service's host: save_push_subscription() takes no other (20261205000000).
            `https://fcm.googleapis.com/fcm/send/${name}`,
            `p256dh-${name}`,
            `auth-${name}`,
          ]);
          return row.id as string;
        })
      : '';
  const aliceDevice = await device(USERS.alice.id, 'alice');
  const bobDevice = await device(USERS.bob.id, 'bob');
  await device(STAFF_USERS.sam.id, 'sam');

  // Since 20261208000000: each recipient row wrote a 'sent' event (NaN before: nothing reads it).
  const { training_events: trainingEvents } = await features(db);
  const sentEventOf = async (notificationid: string) =>
    trainingEvents
      ? ((
          await one(
            db,
            `select eventid from public.training_events where notificationid = $1 and type = 'sent'`,
            [notificationid],
          )
        ).eventid as number)
      : NaN;

  const staffUser = (name: StaffName, built: typeof a): StaffUser => ({
    id: STAFF_USERS[name].id,
    email: STAFF_USERS[name].email,
    team: STAFF_USERS[name].team,
    staffid: built.staff[name]!,
    notificationid: built.notifications[name]!,
    claimed: claimed[name],
  });

  return {
    alice: {
      id: USERS.alice.id,
      restaurantid: a.restaurantid,
      menuid: a.menuid,
      menuitemid: a.menuitemid,
      versionid: a.versionid,
      staffid: a.staff.tia!,
      otherStaffid: a.staff.sam!,
      specialid: a.specialid,
      notificationid: a.notifications.tia!,
      moduleid: a.moduleid,
      resultid: tiaResult,
      attemptid: tiaAttempt,
      deliveryid: await emailOf(a.notifications.tia!),
      subscriptionid: aliceDevice,
      eventid: await sentEventOf(a.notifications.tia!),
    },
    bob: {
      id: USERS.bob.id,
      restaurantid: b.restaurantid,
      menuid: b.menuid,
      menuitemid: b.menuitemid,
      versionid: b.versionid,
      staffid: b.staff.uma!,
      otherStaffid: b.staff.vic!,
      specialid: b.specialid,
      notificationid: b.notifications.uma!,
      moduleid: b.moduleid,
      resultid: umaResult,
      attemptid: umaAttempt,
      deliveryid: await emailOf(b.notifications.uma!),
      subscriptionid: bobDevice,
      eventid: await sentEventOf(b.notifications.uma!),
    },
    staff: {
      sam: staffUser('sam', a),
      tia: staffUser('tia', a),
      uma: staffUser('uma', b),
    },
  };
}
