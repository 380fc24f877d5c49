import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INVITED_ROLE, STAFF_ROLES } from '@/domain/staff';

type Role = (typeof STAFF_ROLES)[number] | typeof INVITED_ROLE;

/*
 * The roles as the directory shows them in the language shown. The stored value stays English
 * (the select's value, the role on the entry); only what a person reads is looked up here.
 */
const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  Manager: msg`Manager`,
  Chef: msg`Chef`,
  'Sous Chef': msg`Sous Chef`,
  'Line Cook': msg`Line Cook`,
  Server: msg`Server`,
  Host: msg`Host`,
  Bartender: msg`Bartender`,
  Sommelier: msg`Sommelier`,
  Barback: msg`Barback`,
  Busser: msg`Busser`,
  Dishwasher: msg`Dishwasher`,
  Staff: msg`Staff`,
};

const isRole = (role: string): role is Role => Object.hasOwn(ROLE_NAMES, role);

/** A known role in the language shown; a role typed elsewhere (an older record) as stored. */
export const roleName = (t: (descriptor: MessageDescriptor) => string, role: string) =>
  isRole(role) ? t(ROLE_NAMES[role]) : role;
