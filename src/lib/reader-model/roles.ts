/** The roles the reader model gives each laid-out line (issue 45). */
export const lineRoles = [
  'heading',
  'dish',
  'name-continued',
  'description',
  'price',
  'price-header',
  'add-on',
  'noise',
] as const;

export type LineRole = (typeof lineRoles)[number];

export const roleIndex = (role: LineRole): number => lineRoles.indexOf(role);
