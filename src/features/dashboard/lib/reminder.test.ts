import { describe, expect, it } from 'vitest';
import { buildChangeSet } from '@/domain/change-set';
import { buildNotification } from '@/domain/notification-rules';
import { menuItem, staffMember } from '@/testing/fixtures';
import { reminderDrafts } from './reminder';

const roast = menuItem({ id: 'roast', name: 'Roast Chicken', price: '$24' });
const changeSet = buildChangeSet(
  'm',
  [roast],
  [{ ...roast, price: '$26', allergenStates: { peanuts: { state: 'contains' } } }],
  'us',
);

const byEmail = { notificationPreference: 'email' } as const;
const team = [
  staffMember('ana', 'Ana', { ...byEmail, language: 'es' }),
  staffMember('ben', 'Ben', { ...byEmail, language: 'en' }),
  staffMember('cy', 'Cy', { ...byEmail, language: null }),
  staffMember('dee', 'Dee', { ...byEmail, language: 'es' }),
  staffMember('eve', 'Eve', { language: 'es' }),
];

const update = {
  ...buildNotification({
    message: 'Roast changes',
    recipientIds: team.map((s) => s.id),
    items: [{ name: 'Roast Chicken', changes: ['price'] }],
    changeSet,
    required: true,
  }),
  messageTranslations: { es: 'Cambios en el asado' },
};

const ctx = { restaurantName: 'Casa Pepe', regime: 'us' as const, fallback: 'en' as const };

/** The draft's subject and body, read back from its mailto link. */
function read(href: string) {
  const params = new URLSearchParams(href.replace(/^mailto:\?/, ''));
  return { bcc: params.get('bcc'), subject: params.get('subject'), body: params.get('body') };
}

describe("local mode's reminder drafts", () => {
  it('writes one draft per language, each in its readers’ language as the e-mails are', () => {
    const drafts = reminderDrafts(update, team, ctx);
    expect(drafts.map((d) => [d.locale, d.emails])).toEqual([
      ['es', ['ana@example.com', 'dee@example.com']],
      ['en', ['ben@example.com', 'cy@example.com']],
    ]);
    const [es, en] = drafts.map((d) => read(d.href));
    expect(es).toEqual({
      bcc: 'ana@example.com,dee@example.com',
      subject: 'Recordatorio: actualización del menú de Casa Pepe',
      body: [
        'Un recordatorio de Casa Pepe: lea esta actualización del menú, por favor.',
        '',
        'Cambios en el asado (traducido)',
        '',
        'Mensaje original: Roast changes',
        '',
        'Cambios de alérgenos',
        '- Roast Chicken: ahora contiene cacahuate (maní)',
        '',
        'Cambios de precio',
        '- Roast Chicken - precio: $24 → $26',
        '',
        'Cuestionario obligatorio: responda el breve cuestionario en la aplicación.',
      ].join('\n'),
    });
    expect(en).toEqual({
      bcc: 'ben@example.com,cy@example.com',
      subject: 'Reminder: Casa Pepe menu update',
      body: [
        'A reminder from Casa Pepe: please read this menu update.',
        '',
        'Roast changes',
        '',
        'Allergen changes',
        '- Roast Chicken: now contains peanuts',
        '',
        'Price changes',
        '- Roast Chicken $24 → $26',
        '',
        'Quiz required: answer the short quiz in the app.',
      ].join('\n'),
    });
  });

  it('writes to someone with no language in the one the app is shown in', () => {
    const drafts = reminderDrafts(update, team, { ...ctx, fallback: 'es' });
    expect(drafts.map((d) => [d.locale, d.emails])).toEqual([
      ['es', ['ana@example.com', 'cy@example.com', 'dee@example.com']],
      ['en', ['ben@example.com']],
    ]);
  });

  it('drafts nothing when nobody waiting prefers e-mail', () => {
    expect(reminderDrafts(update, [team[4]!], ctx)).toEqual([]);
  });
});
