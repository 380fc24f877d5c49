// The Supabase adapter reads a record longer than one page (1000 rows) page by page from the last
// time read, not by offset (training-record.ts): every event once, in order, even when a page
// ends inside a group of events sharing one time (one send to many people writes such a group).
import { managerWithRestaurant, setupRealSupabase } from '@/testing/postgrest/setup';

const supabase = setupRealSupabase();

/** `count` events, `perTime` of them at each hour from 2026-01-01, written as the server would. */
async function arrangeRecord(restaurantId: string, count: number, perTime: number) {
  await supabase.db.query(
    `insert into public.training_events
       (restaurantid, staffid, staff_name, staff_email, staff_role, type, occurred_at)
     select $1::bigint, gen_random_uuid(), 'Person ' || g, 'p' || g || '@example.test', 'Server',
            'opened', timestamptz '2026-01-01T00:00:00Z' + (g / $3::integer) * interval '1 hour'
     from generate_series(0, $2::integer - 1) g`,
    [restaurantId, count, perTime],
  );
}

async function truth(restaurantId: string, from?: string): Promise<string[]> {
  const { rows } = await supabase.db.query<{ eventid: string }>(
    `select t.eventid::text as eventid from public.training_events t
     where t.restaurantid = $1 and ($2::timestamptz is null or t.occurred_at >= $2)
     order by t.occurred_at, t.eventid`,
    [restaurantId, from ?? null],
  );
  return rows.map((r) => r.eventid);
}

describe('the Supabase training record, longer than a page', () => {
  it('reads every event once, in order, across page edges inside one time', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(supabase);
    // 2,600 events in groups of 700: the pages end at rows 1000 and 2000, inside groups.
    await arrangeRecord(restaurantId, 2600, 700);
    const events = await backend.trainingRecord.list(restaurantId);
    expect(events.map((e) => e.id)).toEqual(await truth(restaurantId));
    const from = '2026-01-01T01:00:00.000Z';
    const later = await backend.trainingRecord.list(restaurantId, { from });
    expect(later.map((e) => e.id)).toEqual(await truth(restaurantId, from));
    expect(later).toHaveLength(1900);
  });

  it('a time shared by more events than a page holds is read through too', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(supabase);
    await arrangeRecord(restaurantId, 2300, 2300);
    const events = await backend.trainingRecord.list(restaurantId);
    expect(events.map((e) => e.id)).toEqual(await truth(restaurantId));
  });
});
