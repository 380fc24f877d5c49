import { z } from 'zod';

/**
 * Add-on and deal lines printed for a menu section ("Add bacon 2.5", "2 for £10"). They are not
 * dishes: they belong to the section, by its name, since a saved menu's sections are the
 * categories of its items. Limits keep one pasted paragraph from becoming a wall of fields.
 */
export const ADD_ON_MAX_LENGTH = 200;
export const ADD_ONS_PER_SECTION = 40;
const SECTIONS_MAX = 200;

export const addOnTextSchema = z.string().trim().min(1).max(ADD_ON_MAX_LENGTH);

export const sectionAddOnsSchema = z.object({
  /** The section (the items' category) the add-ons are printed under. */
  category: z.string().trim().min(1),
  addOns: z.array(addOnTextSchema).max(ADD_ONS_PER_SECTION),
});
export type SectionAddOns = z.infer<typeof sectionAddOnsSchema>;

/** A saved menu's add-ons, per section. */
export const menuAddOnsSchema = z.array(sectionAddOnsSchema).max(SECTIONS_MAX);

/** Trimmed, non-empty, within the limits: what a reader (parser or model) may put on a section. */
export function cleanAddOns(list: readonly string[]): string[] {
  return list
    .map((a) => a.replace(/\s+/g, ' ').trim().slice(0, ADD_ON_MAX_LENGTH).trim())
    .filter(Boolean)
    .slice(0, ADD_ONS_PER_SECTION);
}

/**
 * Lenient for what a reader produced: a model's stray non-string entries are dropped and long
 * lines cut, rather than the whole import refused. Idempotent, so a stored upload reads back alike.
 */
export const parsedAddOnsSchema = z
  .array(z.unknown())
  .transform((list) => cleanAddOns(list.filter((a): a is string => typeof a === 'string')));

/** The add-ons of one section; none when it has none. */
export function addOnsOf(all: readonly SectionAddOns[], category: string): string[] {
  return all.find((s) => s.category === category)?.addOns ?? [];
}

/** Replaces one section's add-ons (an empty list removes the section's entry). */
export function withAddOns(
  all: readonly SectionAddOns[],
  category: string,
  addOns: string[],
): SectionAddOns[] {
  const rest = all.filter((s) => s.category !== category);
  if (addOns.length === 0) return rest;
  const at = all.findIndex((s) => s.category === category);
  const next = [...rest];
  next.splice(at < 0 ? next.length : at, 0, { category, addOns });
  return next;
}

/** A renamed section keeps its add-ons; renamed onto another section, the two lists join. */
export function renameAddOns(
  all: readonly SectionAddOns[],
  from: string,
  to: string,
): SectionAddOns[] {
  const name = to.trim();
  const moving = addOnsOf(all, from);
  if (!name || name === from || moving.length === 0) return [...all];
  return withAddOns(
    all.filter((s) => s.category !== from),
    name,
    [...addOnsOf(all, name), ...moving],
  );
}

/**
 * What is saved: each section's add-ons trimmed, empty fields dropped, only for sections the menu
 * still has (a section whose dishes were all removed goes with its add-ons), within the limits.
 */
export function addOnsToSave(
  all: readonly SectionAddOns[],
  categories: readonly string[],
): SectionAddOns[] {
  const present = new Set(categories);
  return all
    .filter((s) => present.has(s.category))
    .map((s) => ({ category: s.category, addOns: cleanAddOns(s.addOns) }))
    .filter((s) => s.addOns.length > 0);
}

type ReadSection = { name: string; items: readonly unknown[]; addOns?: readonly string[] };

/**
 * A read menu's add-ons, per section name as the editor groups items. A section printed with
 * add-ons but no dishes (a box of extras) has no place in the editor, so its lines join the
 * nearest section with dishes, named ("Extras: Add egg 1"), rather than being lost.
 */
export function addOnsFromSections(sections: readonly ReadSection[]): SectionAddOns[] {
  let all: SectionAddOns[] = [];
  const homes = sections.filter((s) => s.items.length > 0);
  sections.forEach((section, index) => {
    const lines = cleanAddOns(section.addOns ?? []);
    if (lines.length === 0) return;
    const name = section.name.trim() || 'General';
    let home = section.items.length > 0 ? name : undefined;
    if (!home) {
      const before = sections.slice(0, index).filter((s) => s.items.length > 0);
      home = (before.at(-1) ?? homes[0])?.name.trim();
    }
    if (!home) return;
    const named = home === name ? lines : lines.map((a) => `${name}: ${a}`);
    all = withAddOns(all, home, cleanAddOns([...addOnsOf(all, home), ...named]));
  });
  return all;
}
