// The training record's reads at scale (issue 46: "the Supabase queries use indexes"). A
// restaurant with 60 staff and two years of weekly updates (about 22,000 events) among nine
// smaller ones, its events interleaved in time as the server writes them; then the planner's
// plan for each query src/backend/supabase/training-record.ts sends, as the manager under RLS.
// Every read of training_events must be an index scan (no Seq Scan), and the paging order
// (occurred_at, eventid) must come from the index, not from sorting the restaurant's record.
// The adapter pages from the last time read, not by offset: a deep offset reads the whole record
// (here, where the restaurant is a third of the table, the planner then rightly scans it all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Row, type TestDatabase } from './harness';

const RESTAURANTS = 10;
/** The measured restaurant's team; the others have 12 each. */
const STAFF = 60;
const WEEKS = 104;
const START = '2025-01-06T09:00:00Z';

const managerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let db: TestDatabase;
let restaurantid: number;
let staffid: string;
let notificationid: string;

/** What a sent event carries: a few changes, one of them an allergen change. */
const CHANGES = JSON.stringify([
  { kind: 'added', itemId: 'a', name: 'Lamb', category: 'Mains', allergens: [] },
  {
    kind: 'allergen',
    itemId: 'b',
    name: 'Market fish',
    category: 'Mains',
    allergens: [{ allergen: 'sesame', from: 'not_confirmed', to: 'contains', text: 'Sesame' }],
  },
  { kind: 'price', itemId: 'c', name: 'Burrata', category: 'Starters', allergens: [] },
]);

/**
 * Every restaurant's record in one insert, in time order (as the triggers write it in
 * production), deterministic: each week's update goes to all but about one in thirty of the
 * team; who opened, passed, acknowledged, was reminded or e-mailed follows from the week and
 * the person. Inserted as the table's owner: the triggers that write the record in the app are
 * on other tables, and the append-only one only refuses updates and deletes.
 */
async function seed(): Promise<void> {
  for (let n = 1; n <= RESTAURANTS; n++) {
    await db.query(
      `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at)
       values ($1, $2, '{"user_type": "Manager"}', now())`,
      [managerId(n), `manager${n}@example.test`],
    );
    const { rows } = await db.query<{ restaurantid: number }>(
      `insert into public.restaurants (restaurant_name, userid) values ($1, $2)
       returning restaurantid`,
      [`Bistro ${n}`, managerId(n)],
    );
    const id = rows[0]!.restaurantid;
    if (n === 1) restaurantid = id;
    await db.query(
      `insert into public.staff_members (restaurantid, name, role, email)
       select $1::bigint, 'Person ' || g, 'Server', 'p' || g || '.r' || $1::bigint || '@example.test'
       from generate_series(1, $2::integer) g`,
      [id, n === 1 ? STAFF : 12],
    );
  }
  await db.query(
    `with team as (
       select s.restaurantid, s.staffid, s.name, s.email, s.role,
              row_number() over (partition by s.restaurantid order by s.email) as p
       from public.staff_members s
     ),
     updates as (
       select r.restaurantid, w,
              md5('update ' || r.restaurantid || ' ' || w)::uuid as notificationid,
              $1::timestamptz + (w - 1) * interval '7 days' + r.restaurantid * interval '1 minute'
                as at
       from public.restaurants r, generate_series(1, $2::integer) w
     ),
     sends as (
       select u.*, t.staffid, t.name, t.email, t.role, t.p, (u.w * 7 + t.p) % 20 as k
       from updates u join team t using (restaurantid)
       where (u.w + t.p) % 30 <> 0
     )
     insert into public.training_events (restaurantid, staffid, staff_name, staff_email,
       staff_role, notificationid, menu_versions, type, detail, occurred_at)
     select s.restaurantid, s.staffid, s.name, s.email, s.role, s.notificationid,
            jsonb_build_array(jsonb_build_object('menuId', '1', 'fromVersion', s.w,
              'toVersion', s.w + 1)),
            e.type, e.detail, s.at + e.after
     from sends s cross join lateral (values
       ('sent', true, interval '0', jsonb_build_object('message', 'Week ' || s.w,
          'update_type', 'menu_update', 'required', true, 'change_set', $3::jsonb,
          'allergen_changes', 1, 'quiz_questions', 3)),
       ('delivered', s.p % 3 = 0, interval '1 minute',
          '{"channel": "email", "purpose": "update", "reason": null, "attempts": 1}'::jsonb),
       ('opened', s.k <> 0, interval '3 hours', '{}'::jsonb),
       ('quiz_attempt', s.w % 2 = 0 and s.k <> 0, interval '3 hours 5 minutes',
          '{"score": 3, "total": 3, "passed": true, "attempt": 1}'::jsonb),
       ('reminder_sent', s.k <= 2, interval '2 days', '{}'::jsonb),
       ('acknowledged', s.k > 2, interval '3 hours 10 minutes', '{}'::jsonb)
     ) as e (type, keep, after, detail)
     where e.keep
     order by s.at + e.after`,
    [START, WEEKS, CHANGES],
  );
  await db.exec('analyze public.training_events');
  const pick = await db.query<{ staffid: string; notificationid: string }>(
    `select staffid, notificationid from public.training_events
     where restaurantid = $1 and type = 'sent' order by eventid limit 1 offset 500`,
    [restaurantid],
  );
  ({ staffid, notificationid } = pick.rows[0]!);
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seed();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** One line per node, for the failure message and the report. */
const outline = (node: PlanNode, depth = 0): string[] => [
  [
    '  '.repeat(depth) + node['Node Type'],
    node['Index Name'] && `using ${node['Index Name']}`,
    node['Relation Name'] && `on ${node['Relation Name']}`,
  ]
    .filter(Boolean)
    .join(' '),
  ...(node.Plans ?? []).flatMap((child) => outline(child, depth + 1)),
];

/** The query as the adapter's PostgREST request runs it: one page of 1000 rows. */
const page = (where: string, offset: number) =>
  `select * from public.training_events where ${where}
   order by occurred_at asc, eventid asc limit 1000 offset ${offset}`;

/** The manager's plan for the query, as PostgREST runs it: authenticated, the JWT's claims. */
async function planOf(query: string, params: unknown[]): Promise<PlanNode> {
  const { rows } = await db.asUser(
    managerId(1),
    (sql) => sql.query<Row>(`explain (format json) ${query}`, params),
    { rollback: true },
  );
  const plan = rows[0]!['QUERY PLAN'];
  return ((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[])[0]!.Plan;
}

/**
 * The plan reads training_events through `index` only (an index or bitmap index scan, never a
 * sequential one); when `ordered`, in the index's order, with no sort.
 */
async function expectIndexed(
  query: string,
  params: unknown[],
  index: string,
  { ordered }: { ordered: boolean },
) {
  const plan = await planOf(query, params);
  const text = outline(plan).join('\n');
  if (process.env.PLANS_REPORT === '1') console.log(`${query}\n${text}\n`);
  const reads = nodesOf(plan).filter((n) => n['Relation Name'] === 'training_events');
  expect(reads.length, text).toBeGreaterThan(0);
  for (const read of reads) {
    expect(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'], text).toContain(
      read['Node Type'],
    );
  }
  expect(text).toContain(`using ${index}`);
  if (ordered) expect(text).not.toMatch(/Sort/);
}

describe('the training record read at scale uses its indexes', () => {
  it('holds the scale the issue names', async () => {
    const { rows } = await db.query<{ events: number; staff: number; updates: number }>(
      `select count(*)::integer as events, count(distinct staffid)::integer as staff,
              count(distinct notificationid)::integer as updates
       from public.training_events where restaurantid = $1`,
      [restaurantid],
    );
    expect(rows[0]!.staff).toBe(STAFF);
    expect(rows[0]!.updates).toBe(WEEKS);
    expect(rows[0]!.events).toBeGreaterThan(20_000);
  });

  it('the whole record, first page: by restaurant and time, in index order', async () => {
    await expectIndexed(
      page('restaurantid = $1', 0),
      [restaurantid],
      'training_events_restaurant_time_idx',
      { ordered: true },
    );
  });

  it('one year of the record', async () => {
    await expectIndexed(
      page('restaurantid = $1 and occurred_at >= $2 and occurred_at < $3', 0),
      [restaurantid, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'],
      'training_events_restaurant_time_idx',
      { ordered: true },
    );
  });

  it("one person's record", async () => {
    await expectIndexed(
      page('restaurantid = $1 and staffid = $2', 0),
      [restaurantid, staffid],
      'training_events_restaurant_staff_time_idx',
      { ordered: false },
    );
  });

  it("one update's record (a few hundred rows: sorting them is fine)", async () => {
    await expectIndexed(
      page('restaurantid = $1 and notificationid = $2', 0),
      [restaurantid, notificationid],
      'training_events_notificationid_idx',
      { ordered: false },
    );
  });

  it('the policy looks the restaurants up once, not with a function call per row', async () => {
    const plan = await planOf(page('restaurantid = $1', 0), [restaurantid]);
    expect(JSON.stringify(plan)).not.toContain('is_restaurant_owner');
    expect(outline(plan).join('\n')).toContain('using restaurants_userid_idx on restaurants');
  });

  it('a page deep into the record: from the last time read, still one index range', async () => {
    // The adapter's next page after 21,000 events: from the last one's time, past the few
    // already read at it (an offset of 21,000 would read the whole record and sort it).
    const { rows } = await db.query<{ at: string }>(
      `select occurred_at::text as at from public.training_events where restaurantid = $1
       order by occurred_at, eventid offset 20999 limit 1`,
      [restaurantid],
    );
    await expectIndexed(
      page('restaurantid = $1 and occurred_at >= $2', 3),
      [restaurantid, rows[0]!.at],
      'training_events_restaurant_time_idx',
      // The 1,700 rows left may be fetched as a bitmap and sorted: a range, not the record.
      { ordered: false },
    );
  });
});
