// The manager's message translated at send time (supabase/migrations/20261204000000): stored with
// the update by send_update() in its one call, read by whoever reads the update, written by nobody
// afterwards.
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied, expectPolicyViolation } from './assertions';
import type { Sql } from './harness';
import { worldFile } from './story';

const { world, story } = worldFile();

const UPDATE = {
  message: 'The fish is off tonight',
  type: 'menu_update',
  item_names: [],
  items: 0,
  message_locale: 'en',
  message_translations: { es: 'El pescado no está disponible esta noche' },
};

function send(sql: Sql, restaurantid: number, recipients: string[], update: object = UPDATE) {
  return sql.query<Record<string, unknown>>(
    'select * from public.send_update($1, $2, $3::uuid[], $4)',
    [restaurantid, JSON.stringify(update), recipients, '[]'],
  );
}

const readAs = (sql: Sql, id: string) =>
  sql.query<{ message_locale: string | null; message_translations: unknown }>(
    'select message_locale, message_translations from public.notifications where notificationid = $1',
    [id],
  );

describe('message translations', () => {
  it('are stored with the update in the one call and read by its recipient', () =>
    story(async ({ as }) => {
      const { alice } = world;
      const tia = world.staff.tia;
      const { rows } = await as(alice.id, (tx) => send(tx, alice.restaurantid, [tia.staffid]));
      expect(rows[0]).toMatchObject({
        message: 'The fish is off tonight',
        message_locale: 'en',
        message_translations: { es: 'El pescado no está disponible esta noche' },
      });
      const id = rows[0]!.notificationid as string;
      const seen = await as(tia.id, (tx) => readAs(tx, id));
      expect(seen.rows).toEqual([
        {
          message_locale: 'en',
          message_translations: { es: 'El pescado no está disponible esta noche' },
        },
      ]);
    }));

  it('an update sent the old way (no new keys) has none', () =>
    story(async ({ as }) => {
      const { alice } = world;
      const { message_locale: _l, message_translations: _t, ...old } = UPDATE;
      const { rows } = await as(alice.id, (tx) =>
        send(tx, alice.restaurantid, [world.staff.tia.staffid], old),
      );
      expect(rows[0]).toMatchObject({ message_locale: null, message_translations: {} });
    }));

  it("a colleague who was not sent it and another team's people cannot read them", () =>
    story(async ({ as }) => {
      const { alice, bob } = world;
      const { rows } = await as(alice.id, (tx) =>
        send(tx, alice.restaurantid, [world.staff.tia.staffid]),
      );
      const id = rows[0]!.notificationid as string;
      for (const caller of [world.staff.sam.id, world.staff.uma.id, bob.id]) {
        expect((await as(caller, (tx) => readAs(tx, id))).rows).toEqual([]);
      }
    }));

  it('nobody rewrites them after the send: not the recipient, not the manager', () =>
    story(async ({ as }) => {
      const { alice } = world;
      const tia = world.staff.tia;
      const { rows } = await as(alice.id, (tx) => send(tx, alice.restaurantid, [tia.staffid]));
      const id = rows[0]!.notificationid as string;
      const rewrite = (tx: Sql) =>
        tx.query(
          `update public.notifications set message_translations = '{"es": "Todo gratis"}'
           where notificationid = $1`,
          [id],
        );
      await expectPermissionDenied(as(tia.id, rewrite), 'table notifications');
      await expectPermissionDenied(as(alice.id, rewrite), 'table notifications');
      await expectPermissionDenied(
        as(tia.id, (tx) =>
          tx.query(
            `update public.notifications set message_locale = 'es' where notificationid = $1`,
            [id],
          ),
        ),
        'table notifications',
      );
    }));

  it('staff cannot create an update carrying a translation, directly or through send_update', () =>
    story(async ({ as }) => {
      const { alice } = world;
      const tia = world.staff.tia;
      await expectPolicyViolation(
        as(tia.id, (tx) =>
          tx.query(
            `insert into public.notifications (restaurantid, message, type, message_translations)
             values ($1, 'Hi', 'menu_update', '{"es": "Hola"}')`,
            [alice.restaurantid],
          ),
        ),
      );
      await expect(
        as(tia.id, (tx) => send(tx, alice.restaurantid, [tia.staffid])),
      ).rejects.toMatchObject({ code: '42501' });
    }));

  it('refuses a language we do not have, a non-text or empty translation, an unknown locale', () =>
    story(async ({ as }) => {
      const { alice } = world;
      const to = [world.staff.tia.staffid];
      for (const bad of [
        { message_translations: { fr: 'Le poisson' } },
        { message_translations: { es: 42 } },
        { message_translations: { es: '' } },
        { message_translations: { es: 'x'.repeat(4001) } },
        { message_translations: ['El pescado'] },
        { message_locale: 'fr' },
      ]) {
        await expect(
          as(alice.id, (tx) => send(tx, alice.restaurantid, to, { ...UPDATE, ...bad })),
        ).rejects.toMatchObject({ code: '23514' });
      }
    }));
});
