// E-mails and pushes in the recipient's language (issue 30 item 5), end to end: the language on
// the staff entry and the restaurant's allergen regime in the real database, the function reading
// them with the recipient, and what arrives on the wire (the SMTP server's mail, the push
// service's request decrypted with the phone's keys). emma (e-mail) and arlo (app, phone) read
// Spanish; bea (both, phone) never chose, and gets the English the function always sent.
import assert from 'node:assert/strict';
import { parseMail, type ReceivedMail } from '../_testing/smtp-sink.ts';
import { decryptPush } from '../_testing/push-service.ts';
import { APP_URL, CHANGE, worldTests, type DeliverWorld } from '../_testing/deliver-world.ts';

const { test, closeWorld } = worldTests();

const SESAME_BUN = {
  menuId: '1',
  itemId: 'sesame-bun',
  name: 'Sesame Bun',
  category: 'Bread',
  kind: 'new',
  before: '',
  after: '$6.00',
  allergens: [
    { allergen: 'sesame', from: 'not_confirmed', to: 'contains', text: 'contains sesame' },
  ],
};
const REMOVED = { ...CHANGE, itemId: 'soup', name: 'Soup', kind: 'removed', after: '' };
const REWORDED = { ...CHANGE, itemId: 'tart', name: 'Tart', kind: 'description' };

const part = (raw: string, type: string) =>
  parseMail(raw).parts.find((p) => p.type.startsWith(type))!.body;

function mailTo(mails: ReceivedMail[], email: string) {
  const mail = mails.find((m) => m.rcptTo[0] === email);
  assert.ok(mail, `no mail to ${email}`);
  return {
    subject: parseMail(mail.raw).subject,
    text: part(mail.raw, 'text/plain'),
    html: part(mail.raw, 'text/html'),
  };
}

async function pushedTo(w: DeliverWorld, from: number, path: string) {
  const pushed = w.push.received.slice(from).filter((p) => p.path === path);
  assert.equal(pushed.length, 1, `one push to ${path}`);
  return JSON.parse(await decryptPush(pushed[0].body, w.world.phones.get(path)!));
}

async function arrange(w: DeliverWorld, regime: 'eu' | 'us' | null) {
  const { emma, arlo } = w.world;
  await w.stack.db.query(
    `update public.staff_members set language = 'es' where staffid = any($1::uuid[])`,
    [[emma.staffid, arlo.staffid]],
  );
  await w.stack.db.query(
    'update public.restaurants set allergen_regime = $1 where restaurantid = $2',
    [regime, w.world.restaurantid],
  );
}

test("a Spanish reader's update e-mail is in Spanish; an English reader's is today's English", async (w) => {
  const { manager, emma, bea } = w.world;
  await arrange(w, 'us');
  const nid = await w.send([emma.staffid, bea.staffid], manager.token, [CHANGE, SESAME_BUN]);
  const mails = w.sink.received.length;
  const answer = await w.invoke(manager.token, { notificationId: nid });
  assert.equal(answer.body.failed, 0, JSON.stringify(answer.body));
  const received = w.sink.received.slice(mails);
  const link = `${APP_URL}/my-updates?update=${nid}`;

  const es = mailTo(received, emma.email);
  assert.equal(es.subject, 'alpha bistro: actualización del menú');
  assert.equal(
    es.text,
    [
      'alpha bistro tiene una actualización del menú para usted.',
      '',
      'No fish tonight',
      '',
      'Platos nuevos',
      // The US regime's glossary term, never a machine translation of 'sesame'.
      '- Sesame Bun - plato nuevo - $6.00 - contiene ajonjolí (sésamo)',
      '',
      'Cambios de precio',
      '- Burrata - precio: $13.99 → $14.99',
      '',
      'Cuestionario obligatorio: responda el breve cuestionario en la aplicación.',
      '',
      `Abrir la actualización: ${link}`,
      '',
    ].join('\n'),
  );
  assert.match(es.html, /^<!doctype html>\n<html lang="es"><head>/);
  assert.ok(es.html.includes('<title>alpha bistro: actualización del menú</title>'), es.html);
  assert.ok(es.html.includes('>Platos nuevos</h2>'), es.html);
  assert.ok(
    es.html.includes('<li>Sesame Bun - plato nuevo - $6.00 - contiene ajonjolí (sésamo)</li>'),
    es.html,
  );
  assert.ok(es.html.includes('<strong>Cuestionario obligatorio</strong>'), es.html);
  assert.ok(es.html.includes('>Abrir la actualización</a>'), es.html);
  assert.ok(!/menu update|contains|New dishes|Quiz/.test(es.text + es.html));

  const en = mailTo(received, bea.email);
  assert.equal(en.subject, 'alpha bistro: menu update');
  assert.equal(
    en.text,
    [
      'alpha bistro has a menu update for you.',
      '',
      'No fish tonight',
      '',
      'New dishes',
      '- Sesame Bun - new - $6.00 - contains sesame',
      '',
      'Price changes',
      '- Burrata $13.99 → $14.99',
      '',
      'Quiz required: answer the short quiz in the app.',
      '',
      `Open the update: ${link}`,
      '',
    ].join('\n'),
  );
  assert.match(en.html, /^<!doctype html>\n<html><head>/);
  assert.ok(en.html.includes('<li>Sesame Bun - new - $6.00 - contains sesame</li>'), en.html);
});

test("a Spanish reader's push is in Spanish, the changes it has no room for counted in Spanish", async (w) => {
  const { manager, arlo, bea } = w.world;
  await arrange(w, 'us');
  const nid = await w.send([arlo.staffid, bea.staffid], manager.token, [
    CHANGE,
    SESAME_BUN,
    REMOVED,
    REWORDED,
  ]);
  const pushes = w.push.received.length;
  const answer = await w.invoke(manager.token, { notificationId: nid });
  assert.equal(answer.body.failed, 0, JSON.stringify(answer.body));

  assert.deepEqual(await pushedTo(w, pushes, '/arlo-alpha'), {
    title: 'alpha bistro: actualización del menú',
    body: [
      'Sesame Bun - plato nuevo - $6.00 - contiene ajonjolí (sésamo)',
      'Retirado: Soup',
      'Burrata - precio: $13.99 → $14.99',
      'y 1 cambio más',
    ].join('\n'),
    url: `/my-updates?update=${nid}`,
    notificationId: nid,
  });
  assert.deepEqual(await pushedTo(w, pushes, '/bea-alpha'), {
    title: 'alpha bistro: menu update',
    body: [
      'Sesame Bun - new - $6.00 - contains sesame',
      'Removed: Soup',
      'Burrata $13.99 → $14.99',
      'and 1 more',
    ].join('\n'),
    url: `/my-updates?update=${nid}`,
    notificationId: nid,
  });
});

test('a Spanish reminder: e-mail and push say so in Spanish', async (w) => {
  const { manager, emma, arlo } = w.world;
  await arrange(w, 'us');
  const nid = await w.send([emma.staffid, arlo.staffid]);
  await w.invoke(manager.token, { notificationId: nid });
  const mails = w.sink.received.length;
  const pushes = w.push.received.length;
  await w.remind(nid, [emma.staffid, arlo.staffid]);
  const answer = await w.invoke(manager.token, { notificationId: nid });
  assert.equal(answer.body.sent, 2, JSON.stringify(answer.body));

  const mail = mailTo(w.sink.received.slice(mails), emma.email);
  assert.equal(mail.subject, 'Recordatorio: actualización del menú de alpha bistro');
  assert.equal(
    mail.text.split('\n')[0],
    'Un recordatorio de alpha bistro: lea esta actualización del menú, por favor.',
  );
  assert.ok(mail.text.includes('- Burrata - precio: $13.99 → $14.99'), mail.text);
  const payload = await pushedTo(w, pushes, '/arlo-alpha');
  assert.equal(payload.title, 'alpha bistro: recordatorio, actualización del menú');
  assert.equal(payload.body, 'Burrata - precio: $13.99 → $14.99');
});

test('an invitation to an entry set to Spanish is written in Spanish', async (w) => {
  const { rows } = await w.stack.db.query<{ staffid: string }>(
    `insert into public.staff_members (restaurantid, name, role, email, status, language)
     values ($1, 'Lucía', 'Host', 'lucia@example.test', 'invited', 'es') returning staffid`,
    [w.world.restaurantid],
  );
  const mails = w.sink.received.length;
  const answer = await w.invoke(w.world.manager.token, { inviteStaffId: rows[0].staffid });
  assert.equal(answer.body.sent, 1, JSON.stringify(answer.body));
  const mail = mailTo(w.sink.received.slice(mails), 'lucia@example.test');
  assert.equal(mail.subject, 'alpha bistro le ha invitado a Preshift');
  assert.equal(
    mail.text,
    [
      'alpha bistro usa Preshift para informar al personal de los cambios del menú.',
      '',
      `Cree su cuenta para unirse: ${APP_URL}/auth?signup=1&email=lucia%40example.test`,
      '',
    ].join('\n'),
  );
  assert.match(mail.html, /<html lang="es">/);
  assert.ok(mail.html.includes('>Cree su cuenta para unirse</a>'), mail.html);
});

test('with no regime chosen, Spanish names allergens as the EU / UK list does', async (w) => {
  const { manager, emma } = w.world;
  await arrange(w, null);
  const nid = await w.send([emma.staffid], manager.token, [SESAME_BUN]);
  const mails = w.sink.received.length;
  await w.invoke(manager.token, { notificationId: nid });
  const { text } = mailTo(w.sink.received.slice(mails), emma.email);
  assert.ok(text.includes('- Sesame Bun - plato nuevo - $6.00 - contiene sésamo\n'), text);
});

test("the manager's message translated at send time reaches a Spanish reader, marked, with the original", async (w) => {
  const { manager, emma, bea } = w.world;
  await arrange(w, 'eu');
  const nid = await w.send([emma.staffid, bea.staffid], manager.token);
  await w.stack.db.query(
    `update public.notifications set message_locale = 'en', message_translations = $1::jsonb
      where notificationid = $2`,
    [JSON.stringify({ es: 'Esta noche no hay pescado' }), nid],
  );
  const mails = w.sink.received.length;
  await w.invoke(manager.token, { notificationId: nid });
  const received = w.sink.received.slice(mails);
  const es = mailTo(received, emma.email);
  assert.ok(
    es.text.includes(
      '\n\nEsta noche no hay pescado (traducido)\n\nMensaje original: No fish tonight\n',
    ),
    es.text,
  );
  const en = mailTo(received, bea.email);
  assert.ok(en.text.includes('\n\nNo fish tonight\n') && !en.text.includes('pescado'), en.text);
});

closeWorld();
