import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/i18n';

/**
 * Why the import is unsure of a dish. The reader (in its Web Worker, where no catalog is active)
 * gives its reasons in English (menu-parser/confidence-reasons.ts, ai/reconcile.ts); they are put
 * into the language shown here. A reason not listed is shown as it came.
 */
const REASONS: Record<string, MessageDescriptor> = {
  'section heading unclear': msg`section heading unclear`,
  'price not found': msg`price not found`,
  'several prices found': msg`several prices found`,
  'numbers in the name': msg`numbers in the name`,
  'no section heading found': msg`no section heading found`,
  'only item in its section': msg`only item in its section`,
  'section of only two items': msg`section of only two items`,
  'name and description may be joined': msg`name and description may be joined`,
  'section carried over from another column or page': msg`section carried over from another column or page`,
  'read from a scan': msg`read from a scan`,
  'name may be misread': msg`name may be misread`,
  'text hard to read': msg`text hard to read`,
  'price unlike the rest of its section': msg`price unlike the rest of its section`,
  'long section: a heading may be missing': msg`long section: a heading may be missing`,
  'price taken from the section heading': msg`price taken from the section heading`,
  'description may be missing': msg`description may be missing`,
  'section heading hard to read': msg`section heading hard to read`,
  'layout was ambiguous': msg`layout was ambiguous`,
  'a price is in the name': msg`a price is in the name`,
  'name may be part of a description': msg`name may be part of a description`,
  'name may be cut short': msg`name may be cut short`,
  'section heading may be a note': msg`section heading may be a note`,
  'section heading may be a dish': msg`section heading may be a dish`,
  'section heading may be the menu title': msg`section heading may be the menu title`,
  'read across pages or columns': msg`read across pages or columns`,
  'prices missing in its section': msg`prices missing in its section`,
  'description may hold another dish': msg`description may hold another dish`,
  'only the AI found this': msg`only the AI found this`,
  'the AI and the built-in parser read different prices': msg`the AI and the built-in parser read different prices`,
  'only the built-in parser found this': msg`only the built-in parser found this`,
};

export function reasonText(reason: string): string {
  const descriptor = Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
  return descriptor ? i18n._(descriptor) : reason;
}
