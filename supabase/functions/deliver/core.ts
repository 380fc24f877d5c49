// What one invocation does (docs/decisions/0038): check the caller through their own row
// policies, claim the deliveries with the service role (claim_deliveries(): a row another
// invocation is sending is skipped, a sent one is never taken), send each, record 'sent' or
// 'failed' with the reason. Nothing here touches the update itself: a failure only marks its
// delivery.
import type { Mailer } from '../_shared/email.ts';
import { DeliveryError, reasonOf } from '../_shared/errors.ts';
import type { PushSender } from '../_shared/push.ts';
import {
  inviteMessage,
  readerOf,
  updateMessage,
  updatePushPayload,
  type UpdateRow,
} from './compose.ts';
import { RestFailure, type Rest } from './rest.ts';

export type DeliverRequest =
  { notificationId: string } | { deliveryId: string } | { inviteStaffId: string };

export type DeliveryRow = {
  deliveryid: string;
  restaurantid: number;
  notificationid: string | null;
  staffid: string;
  purpose: 'update' | 'reminder' | 'invite';
  channel: 'email' | 'push';
};

export type DeliveryResult = Pick<DeliveryRow, 'deliveryid' | 'staffid' | 'channel' | 'purpose'> & {
  status: 'sent' | 'failed';
  reason: string | null;
};

export type DeliverAnswer = { sent: number; failed: number; deliveries: DeliveryResult[] };

export type DeliverDeps = {
  /** PostgREST as the caller: their row policies decide what they may ask for. */
  userDb: Rest;
  /** PostgREST as the service role: claims, reads what sending needs, records. */
  db: Rest;
  mailer: Mailer;
  pusher: PushSender;
  /** Where links point (APP_URL); e-mails cannot be sent without it. */
  appUrl: string | undefined;
};

/** The caller may not do this (not that restaurant's manager): answered 403. */
export class Forbidden extends Error {}
/** A body that names nothing to deliver: answered 400. */
export class BadRequest extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseRequest(body: unknown): DeliverRequest {
  const b = (body ?? {}) as Record<string, unknown>;
  const named = (['notificationId', 'deliveryId', 'inviteStaffId'] as const).filter(
    (key) => b[key] !== undefined,
  );
  const key = named[0];
  if (named.length !== 1 || !key || typeof b[key] !== 'string' || !UUID.test(b[key])) {
    throw new BadRequest('Send one of notificationId, deliveryId or inviteStaffId (a uuid).');
  }
  return { [key]: b[key] } as DeliverRequest;
}

const NOT_MANAGER = "Only this restaurant's manager can send its deliveries.";

/** Checks the caller and claims what this invocation will send. */
async function claim(request: DeliverRequest, { userDb, db }: DeliverDeps): Promise<DeliveryRow[]> {
  const claimOf = (notificationId: string | null, deliveryId: string | null) =>
    db.rpc<DeliveryRow[]>('claim_deliveries', {
      p_notificationid: notificationId,
      p_deliveryid: deliveryId,
    });
  if ('notificationId' in request) {
    const manages = await userDb
      .rpc<boolean>('can_manage_recipient', { nid: request.notificationId, sid: null })
      .catch(() => false);
    if (manages !== true) throw new Forbidden(NOT_MANAGER);
    return claimOf(request.notificationId, null);
  }
  if ('deliveryId' in request) {
    // Only the restaurant's manager can read a delivery (its row policy).
    const visible = await userDb
      .select<{ deliveryid: string }>('deliveries', {
        select: 'deliveryid',
        deliveryid: `eq.${request.deliveryId}`,
      })
      .catch(() => []);
    if (visible.length !== 1) throw new Forbidden(NOT_MANAGER);
    return claimOf(null, request.deliveryId);
  }
  let deliveryId: string;
  try {
    deliveryId = await userDb.rpc<string>('queue_invite', { p_staffid: request.inviteStaffId });
  } catch (error) {
    if (error instanceof RestFailure && error.error.code === '42501')
      throw new Forbidden(NOT_MANAGER);
    throw error;
  }
  return claimOf(null, deliveryId);
}

// `language` is read with the rest of the recipient's entry (docs/decisions/0042): 'en', 'es',
// or null when the person follows their browser. `link_state` and `status` say whether the
// person joined the team (issue 43): only then do their devices get the restaurant's pushes.
type Staff = {
  staffid: string;
  email: string;
  user_id: string | null;
  language: string | null;
  link_state: string;
  status: string;
};
type Restaurant = { restaurantid: number; restaurant_name: string; allergen_regime: string | null };
type Subscription = {
  subscriptionid: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

const list = (ids: (string | number | null)[]) =>
  `in.(${[...new Set(ids.filter((id) => id !== null))].join(',')})`;

/** Everything the claimed deliveries need, read with the service role in four requests. */
async function context(db: Rest, rows: DeliveryRow[]) {
  const notificationIds = rows.map((r) => r.notificationid).filter((id) => id !== null);
  const [restaurants, updates, staff] = await Promise.all([
    db.select<Restaurant>('restaurants', {
      select: 'restaurantid,restaurant_name,allergen_regime',
      restaurantid: list(rows.map((r) => r.restaurantid)),
    }),
    notificationIds.length
      ? db.select<UpdateRow>('notifications', {
          select: 'notificationid,message,change_set,required,message_translations',
          notificationid: list(notificationIds),
        })
      : Promise.resolve([]),
    db.select<Staff>('staff_members', {
      select: 'staffid,email,user_id,language,link_state,status',
      staffid: list(rows.map((r) => r.staffid)),
    }),
  ]);
  const users = staff.map((s) => s.user_id).filter((id) => id !== null);
  const pushing = rows.some((r) => r.channel === 'push');
  const subscriptions =
    pushing && users.length
      ? await db.select<Subscription>('push_subscriptions', {
          select: 'subscriptionid,user_id,endpoint,p256dh,auth',
          user_id: list(users),
        })
      : [];
  const restaurant = (id: number) => restaurants.find((r) => r.restaurantid === id);
  return {
    restaurantName: (id: number) => restaurant(id)?.restaurant_name ?? '',
    /** The language and allergen names a delivery is written in. */
    reader: (row: DeliveryRow) =>
      readerOf(
        staff.find((s) => s.staffid === row.staffid)?.language,
        restaurant(row.restaurantid)?.allergen_regime,
      ),
    update: (id: string | null) => updates.find((u) => u.notificationid === id),
    staff: (id: string) => staff.find((s) => s.staffid === id),
    devices: (userId: string | null) => subscriptions.filter((s) => s.user_id === userId),
  };
}

type Context = Awaited<ReturnType<typeof context>>;

async function sendEmail(row: DeliveryRow, ctx: Context, deps: DeliverDeps) {
  const person = ctx.staff(row.staffid);
  if (!person?.email) throw new DeliveryError('the staff member has no e-mail address');
  const appUrl = deps.appUrl?.trim().replace(/\/+$/, '');
  if (!appUrl) throw new DeliveryError('APP_URL is not set');
  const restaurant = ctx.restaurantName(row.restaurantid);
  const reader = ctx.reader(row);
  let content;
  if (row.purpose === 'invite') {
    content = inviteMessage(restaurant, appUrl, person.email, reader.locale);
  } else {
    const update = ctx.update(row.notificationid);
    if (!update) throw new DeliveryError('the update no longer exists');
    content = updateMessage(update, restaurant, appUrl, row.purpose === 'reminder', reader);
  }
  await deps.mailer.send({ to: person.email, ...content });
}

/**
 * Every device of the person; a device the push service says is gone (404/410) is removed. The
 * database queues a push only for an accepted, active entry (20261205000000); checked again here
 * because a queued push can outlive that (the manager made the entry inactive since).
 */
async function sendPush(row: DeliveryRow, ctx: Context, deps: DeliverDeps) {
  const update = ctx.update(row.notificationid);
  if (!update) throw new DeliveryError('the update no longer exists');
  const person = ctx.staff(row.staffid);
  if (person?.link_state !== 'accepted' || person.status !== 'active') {
    throw new DeliveryError('alerts go only to active staff who joined the team');
  }
  const devices = ctx.devices(person.user_id);
  if (!devices.length) throw new DeliveryError('no device has update alerts turned on');
  const payload = updatePushPayload(
    update,
    ctx.restaurantName(row.restaurantid),
    row.purpose === 'reminder',
    ctx.reader(row),
  );
  let reached = 0;
  let gone = 0;
  let firstError: unknown;
  for (const device of devices) {
    try {
      const { status } = await deps.pusher.send(device, payload);
      if (status === 404 || status === 410) {
        gone++;
        await deps.db.remove('push_subscriptions', {
          subscriptionid: `eq.${device.subscriptionid}`,
        });
      } else reached++;
    } catch (error) {
      firstError ??= error;
    }
  }
  if (reached) return;
  if (firstError !== undefined) throw firstError;
  throw new DeliveryError(
    `the push service says the device${gone > 1 ? 's are' : ' is'} no longer subscribed (removed)`,
  );
}

export async function deliver(request: DeliverRequest, deps: DeliverDeps): Promise<DeliverAnswer> {
  const rows = await claim(request, deps);
  if (!rows.length) return { sent: 0, failed: 0, deliveries: [] };
  const ctx = await context(deps.db, rows);
  const deliveries: DeliveryResult[] = [];
  for (const row of rows) {
    let reason: string | null = null;
    try {
      await (row.channel === 'email' ? sendEmail(row, ctx, deps) : sendPush(row, ctx, deps));
    } catch (error) {
      reason = reasonOf(error) || 'sending failed';
    }
    const status = reason === null ? 'sent' : 'failed';
    await deps.db.update(
      'deliveries',
      { deliveryid: `eq.${row.deliveryid}` },
      {
        status,
        reason,
        sent_at: status === 'sent' ? new Date().toISOString() : null,
        claimed_until: null,
      },
    );
    const { deliveryid, staffid, channel, purpose } = row;
    deliveries.push({ deliveryid, staffid, channel, purpose, status, reason });
  }
  const sent = deliveries.filter((d) => d.status === 'sent').length;
  return { sent, failed: deliveries.length - sent, deliveries };
}
