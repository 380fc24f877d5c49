import { subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { sampleStaff } from './seeds/sample-staff';
import { ruleNames } from './form-messages';
import {
  STAFF_FORM_RULES,
  staffFormSchemaWith,
  staffMemberSchema,
  type StaffMember,
} from './staff';
import {
  applyStaffEdit,
  countStaff,
  createInvite,
  createStaffMember,
  isValidInviteEmail,
  migrateLegacyStaff,
} from './staff-rules';

const member = (over: Partial<StaffMember> & { id: string }): StaffMember => ({
  name: 'Alex',
  role: 'Server',
  email: 'alex@example.com',
  notificationPreference: 'email',
  status: 'active',
  hireDate: '2024-01-15T12:00:00.000Z',
  notificationsReceived: 3,
  link: 'none',
  ...over,
});

describe('countStaff', () => {
  it('counts active plus invited as total, and servers and bartenders among active staff only', () => {
    const counts = countStaff([
      member({ id: '1', role: 'Server' }),
      member({ id: '2', role: 'Server', status: 'inactive' }),
      member({ id: '3', role: 'Server', status: 'invited' }),
      member({ id: '4', role: 'Bartender' }),
      member({ id: '5', role: 'Bartender', status: 'inactive' }),
      member({ id: '6', role: 'Staff', status: 'invited' }),
      member({ id: '7', role: 'Chef' }),
    ]);
    expect(counts).toEqual({ total: 5, active: 3, servers: 1, bartenders: 1 });
  });

  it('is all zero for an empty team', () => {
    expect(countStaff([])).toEqual({ total: 0, active: 0, servers: 0, bartenders: 0 });
  });

  it('matches the seeded team: 8 active, 5 servers, 3 bartenders', () => {
    expect(countStaff(sampleStaff())).toEqual({ total: 8, active: 8, servers: 5, bartenders: 3 });
  });
});

describe('seeded staff', () => {
  it('are hired between 2 and 24 months back', () => {
    const now = new Date('2025-06-15T12:00:00.000Z');
    const dates = sampleStaff(now).map((s) => s.hireDate);
    expect(dates[0]).toBe(subMonths(now, 2).toISOString());
    expect(dates.at(-1)).toBe(subMonths(now, 24).toISOString());
  });
});

describe('migrateLegacyStaff', () => {
  const now = new Date('2025-06-15T12:00:00.000Z');

  it('gives records without hireDate (2 + 3 × index) months back and a count of 1 to 20', () => {
    const randoms = [0, 0.999999, 0.5];
    const legacy = [
      member({ id: 'a', hireDate: undefined, notificationsReceived: 0 }),
      member({ id: 'b', hireDate: undefined, notificationsReceived: 0 }),
      member({ id: 'c' }),
      member({ id: 'd', hireDate: undefined, notificationsReceived: 0 }),
    ];
    const { staff, changed } = migrateLegacyStaff(legacy, now, () => randoms.shift()!);
    expect(changed).toBe(true);
    expect(staff.map((s) => s.hireDate)).toEqual([
      subMonths(now, 2).toISOString(),
      subMonths(now, 5).toISOString(),
      '2024-01-15T12:00:00.000Z',
      subMonths(now, 11).toISOString(),
    ]);
    expect(staff.map((s) => s.notificationsReceived)).toEqual([1, 20, 3, 11]);
  });

  it('keeps a count the legacy record already had, and clamps a faulty random source', () => {
    const { staff } = migrateLegacyStaff(
      [
        member({ id: 'a', hireDate: undefined, notificationsReceived: 7 }),
        member({ id: 'b', hireDate: undefined, notificationsReceived: 0 }),
      ],
      now,
      () => 1,
    );
    expect(staff.map((s) => s.notificationsReceived)).toEqual([7, 20]);
  });

  it('leaves dated records and invitations alone and reports no change', () => {
    const list = [member({ id: 'a' }), createInvite('new@example.com', now)];
    const result = migrateLegacyStaff(list, now, () => 0.5);
    expect(result.changed).toBe(false);
    expect(result.staff).toEqual(list);
    expect(result.staff).not.toBe(list);
  });
});

describe('invite rule', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['no-at-sign', false],
    ['sam@example.com', true],
    ['  sam@x ', true],
  ])('%j is valid: %s', (email, valid) => {
    expect(isValidInviteEmail(email)).toBe(valid);
  });

  it('creates an invited entry with role Staff, the e-mail prefix as name and preference email', () => {
    const now = new Date('2025-06-15T12:00:00.000Z');
    expect(createInvite(' jo.smith@example.com ', now)).toEqual({
      id: `staff-${now.getTime()}`,
      name: 'jo.smith',
      role: 'Staff',
      email: 'jo.smith@example.com',
      notificationPreference: 'email',
      status: 'invited',
      notificationsReceived: 0,
      // Nobody has been asked yet: only the server sets this.
      link: 'none',
    });
  });
});

describe('add and edit', () => {
  const values = {
    name: 'Rita Moreno',
    role: 'Host',
    email: 'rita@example.com',
    notificationPreference: 'app',
    status: 'inactive',
    language: 'es',
  } as const;

  it('adds an active member with a timestamp id, no notifications and hired now', () => {
    const now = new Date('2025-06-15T12:00:00.000Z');
    expect(createStaffMember(values, now)).toEqual({
      id: `staff-${now.getTime()}`,
      name: 'Rita Moreno',
      role: 'Host',
      email: 'rita@example.com',
      notificationPreference: 'app',
      status: 'active',
      hireDate: now.toISOString(),
      notificationsReceived: 0,
      link: 'none',
      language: 'es',
    });
  });

  it('an edit to Browser default clears the language', () => {
    const before = member({ id: 'x', language: 'es' });
    expect(applyStaffEdit(before, { ...values, language: null }).language).toBeNull();
  });

  it('keeps id, hireDate and notificationsReceived on edit', () => {
    const before = member({ id: 'x', notificationsReceived: 9 });
    expect(applyStaffEdit(before, values)).toEqual({
      ...values,
      id: 'x',
      hireDate: before.hireDate,
      notificationsReceived: 9,
      link: 'none',
    });
  });
});

// The domain's rules, each refusal named by its rule (the words are the feature's).
const staffFormSchema = staffFormSchemaWith(ruleNames(STAFF_FORM_RULES));

describe('staffFormSchema', () => {
  const messages = (input: Record<string, string>) => {
    const result = staffFormSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('refuses each bad field by its rule', () => {
    expect(
      messages({
        name: 'A',
        role: '',
        email: 'nope',
        notificationPreference: '',
        status: 'active',
      }),
    ).toEqual({
      name: 'nameTooShort',
      role: 'roleRequired',
      email: 'emailInvalid',
      notificationPreference: 'preferenceRequired',
    });
  });

  it('accepts a complete form and trims text', () => {
    const parsed = staffFormSchema.parse({
      name: '  Bo ',
      role: 'Chef',
      email: ' bo@example.com ',
      notificationPreference: 'both',
      status: 'active',
    });
    expect(parsed).toMatchObject({
      name: 'Bo',
      email: 'bo@example.com',
      notificationPreference: 'both',
    });
  });
});

describe('language', () => {
  const form = {
    name: 'Bo',
    role: 'Chef',
    email: 'bo@example.com',
    notificationPreference: 'both',
    status: 'active',
  };

  it("the form's Browser default ('' or left out) is no language; English and Español are kept", () => {
    expect(staffFormSchema.parse(form).language).toBeNull();
    expect(staffFormSchema.parse({ ...form, language: '' }).language).toBeNull();
    expect(staffFormSchema.parse({ ...form, language: 'en' }).language).toBe('en');
    expect(staffFormSchema.parse({ ...form, language: 'es' }).language).toBe('es');
    expect(staffFormSchema.safeParse({ ...form, language: 'fr' }).success).toBe(false);
  });

  it('a stored entry without a language, or with one we do not have, follows the browser', () => {
    const stored = member({ id: 'x' });
    expect(staffMemberSchema.parse(stored).language).toBeUndefined();
    expect(staffMemberSchema.parse({ ...stored, language: 'fr' })).toEqual({
      ...stored,
      language: null,
    });
    expect(staffMemberSchema.parse({ ...stored, language: 'es' }).language).toBe('es');
  });
});
