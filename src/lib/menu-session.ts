import { z } from 'zod';
import { foodTypeSchema, menuItemSchema, type FoodType, type MenuItem } from '@/domain/menu';
import {
  menuTypeSchema,
  parsedMenuSchema,
  type MenuType,
  type ParsedMenu,
} from '@/domain/parsed-menu';
import { readJson, removeKey, writeJson } from './storage';

/**
 * The hand-off between upload, the menu list and the editor, kept in this browser under the spec's
 * key names (parsedMenuData, lastMenuType, lastMenuName, lastFoodType), scoped per user so two
 * accounts in one browser never see each other's drafts. What changed since staff were last told
 * is not kept here: it is derived from the menu's saved versions.
 */
const selectionSchema = z.object({
  menuId: z.string().nullable(),
  type: menuTypeSchema,
  name: z.string(),
  foodType: foodTypeSchema.nullable(),
});
export type MenuSelection = z.infer<typeof selectionSchema>;

const keys = {
  parsed: (userId: string) => `parsedMenuData:${userId}`,
  type: (userId: string) => `lastMenuType:${userId}`,
  name: (userId: string) => `lastMenuName:${userId}`,
  foodType: (userId: string) => `lastFoodType:${userId}`,
  menuId: (userId: string) => `lastMenuId:${userId}`,
};

export function storeParsedMenu(userId: string, menu: ParsedMenu, name: string) {
  writeJson(keys.parsed(userId), menu);
  rememberSelection(userId, { menuId: null, type: menu.metadata.menuType, name, foodType: null });
}

export function readParsedMenu(userId: string): { menu: ParsedMenu | null; corrupt: boolean } {
  const result = readJson(keys.parsed(userId), parsedMenuSchema.nullable(), null);
  return { menu: result.value, corrupt: result.status === 'corrupt' };
}

export function clearParsedMenu(userId: string) {
  removeKey(keys.parsed(userId));
}

export function rememberSelection(userId: string, s: MenuSelection) {
  writeJson(keys.type(userId), s.type);
  writeJson(keys.name(userId), s.name);
  writeJson(keys.foodType(userId), s.foodType);
  writeJson(keys.menuId(userId), s.menuId);
}

export function readSelection(userId: string): MenuSelection {
  const type: MenuType = readJson(keys.type(userId), menuTypeSchema, 'food').value;
  const name = readJson(keys.name(userId), z.string(), '').value;
  const foodType: FoodType | null = readJson(
    keys.foodType(userId),
    foodTypeSchema.nullable(),
    null,
  ).value;
  const menuId = readJson(keys.menuId(userId), z.string().nullable(), null).value;
  return selectionSchema.parse({ type, name, foodType, menuId });
}

/** Which editor draft: a saved menu's id, or the upload that has not been saved yet. */
export type DraftTarget = string | null;
const draftKey = (userId: string, target: DraftTarget) =>
  `preshift.editorDraft:${userId}:${target ?? 'upload'}`;

/** The sections' add-ons as being edited: a field may be empty until the menu is saved. */
const draftAddOnsSchema = z.array(z.object({ category: z.string(), addOns: z.array(z.string()) }));
export type DraftAddOns = z.infer<typeof draftAddOnsSchema>;

/**
 * What the edits started from: the stored menu's version (null for a new menu) and its add-ons,
 * which saved versions do not record. Kept with the draft, so a draft restored after a reload
 * still saves against its true base and a newer save by someone else is merged, not overwritten.
 */
const draftBaseSchema = z.object({
  version: z.number().int().min(1).nullable(),
  addOns: draftAddOnsSchema.default([]),
});
export type DraftBase = z.infer<typeof draftBaseSchema>;

export type EditorDraft = { items: MenuItem[]; addOns: DraftAddOns };
/** A kept draft; `base` is absent on drafts kept before saves carried one. */
export type KeptEditorDraft = EditorDraft & { base?: DraftBase };
const editorDraftSchema = z.union([
  z.object({
    items: z.array(menuItemSchema),
    addOns: draftAddOnsSchema.default([]),
    base: draftBaseSchema.optional(),
  }),
  // Kept before sections had add-ons: the items alone.
  z.array(menuItemSchema).transform((items) => ({ items, addOns: [] })),
]);

/**
 * Unsaved edits, kept as they are made so that closing the tab, a crash or a navigation never
 * loses them; cleared when the menu is saved or the edits are discarded.
 */
export function readEditorDraftState(userId: string, target: DraftTarget): KeptEditorDraft | null {
  return readJson(draftKey(userId, target), editorDraftSchema.nullable(), null).value;
}

/** The kept draft's items. */
export function readEditorDraft(userId: string, target: DraftTarget): MenuItem[] | null {
  return readEditorDraftState(userId, target)?.items ?? null;
}

export function writeEditorDraft(
  userId: string,
  target: DraftTarget,
  items: MenuItem[],
  addOns: DraftAddOns = [],
  base?: DraftBase,
) {
  writeJson(draftKey(userId, target), { items, addOns, base } satisfies KeptEditorDraft);
}

export function clearEditorDraft(userId: string, target: DraftTarget) {
  removeKey(draftKey(userId, target));
}

/** A re-imported file waiting for the manager's review in the editor of the menu it replaces. */
const pendingReimportSchema = z.object({ items: z.array(menuItemSchema), fileName: z.string() });
export type PendingReimport = z.infer<typeof pendingReimportSchema>;
const reimportKey = (userId: string, menuId: string) =>
  `preshift.pendingReimport:${userId}:${menuId}`;

/**
 * Kept from the upload until the manager applies or discards it in the editor, so a reload or a
 * detour on the way does not lose the parsed file.
 */
export function storePendingReimport(
  userId: string,
  menuId: string,
  items: MenuItem[],
  fileName: string,
) {
  writeJson(reimportKey(userId, menuId), { items, fileName } satisfies PendingReimport);
}

export function readPendingReimport(userId: string, menuId: string): PendingReimport | null {
  return readJson(reimportKey(userId, menuId), pendingReimportSchema.nullable(), null).value;
}

export function clearPendingReimport(userId: string, menuId: string) {
  removeKey(reimportKey(userId, menuId));
}
