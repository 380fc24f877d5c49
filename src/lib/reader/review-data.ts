import type { ImportReview } from '@/domain/import-review';
import type { ParsedMenu } from '@/domain/parsed-menu';
import type { PositionedDocument } from '@/lib/extract/document';
import type { LayoutLine } from '@/lib/layout';

/**
 * What the review needs from an import: the laid-out lines with their page boxes, the lines that
 * became an item or a heading, and each item's confidence, reasons and lines. Item ids are the
 * parsed menu's, which the editor keeps.
 */
export function buildImportReview(
  document: PositionedDocument,
  lines: LayoutLine[],
  menu: ParsedMenu,
): ImportReview {
  const used = new Set<number>();
  const items: ImportReview['items'] = {};
  for (const category of menu.menuData.categories) {
    category.sourceLines?.forEach((k) => used.add(k));
    for (const item of category.items) {
      const source = item.source;
      if (source) for (let k = source.lineStart; k <= source.lineEnd; k += 1) used.add(k);
      items[item.id] = {
        confidence: item.confidence ?? 1,
        reasons: item.reasons ?? [],
        ...(source ? { lineStart: source.lineStart, lineEnd: source.lineEnd } : {}),
      };
    }
  }
  addOnLines(menu, lines).forEach((k) => used.add(k));
  return {
    kind: document.kind,
    pages: document.pages.map((p) => ({
      width: p.width || 1,
      height: p.height || 1,
      ...(p.rotation ? { rotation: p.rotation } : {}),
    })),
    lines: lines.map((l) => ({
      text: l.text.replace(/\s{3,}/g, '   ').trim(),
      page: l.page,
      box: { x0: l.x0, top: l.top, x1: l.x1, bottom: l.bottom },
    })),
    used: [...used].filter((k) => k < lines.length).sort((a, b) => a - b),
    items,
    confirmed: [],
    ignored: [],
  };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The lines the sections' add-ons were read from ("Add bacon 2.5"; a box of extras' heading and
 * lines kept as "Extras: Add egg 1"). They are on the menu, in the section's add-ons, so the review
 * must not offer them again as lines the import missed. Add-ons carry no line numbers: matched by
 * their text.
 */
function addOnLines(menu: ParsedMenu, lines: LayoutLine[]): number[] {
  const texts = new Set<string>();
  for (const category of menu.menuData.categories)
    for (const addOn of category.addOns ?? []) {
      texts.add(squash(addOn));
      const named = /^([^:]+):\s+(.+)$/.exec(addOn);
      if (named) [named[1]!, named[2]!].forEach((part) => texts.add(squash(part)));
    }
  if (texts.size === 0) return [];
  return lines.flatMap((line, k) => (texts.has(squash(line.text)) ? [k] : []));
}
