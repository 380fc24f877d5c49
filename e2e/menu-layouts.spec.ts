import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { onboardManager } from './menu-helpers';

const CORPUS = path.join(import.meta.dirname, '..', 'corpus');

type Expected = {
  categories: Array<{ name: string; items: Array<{ name: string; price?: string }> }>;
};

const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

// The reader does the same work at any width: these run once, on the desktop project (the editor
// on a phone is covered by the menu pipeline's pasted-text test and the audit).
test.skip(({ isMobile }) => isMobile, 'the reader does the same work at every width');

// Real files from the corpus, laid out the way menus that broke the first import were.
for (const [file, layout] of [
  ['cedars-beirut.print.pdf', 'a two-column PDF with section prices in the headings'],
  ['seoul-grill.word.docx', 'a Word menu of tables (dish | main ingredient | description | price)'],
  ['route-66-diner.photo.jpg', 'a tilted phone photo of a two-column menu'],
] as const) {
  test(`${layout}: every dish in its own card, under its section, with its price`, async ({
    page,
    externalRequests: _,
  }) => {
    test.setTimeout(120_000);
    const menu = file.split('.')[0]!;
    const expected = JSON.parse(
      readFileSync(path.join(CORPUS, 'expected', `${menu}.json`), 'utf8'),
    ) as Expected;
    // What the page and the reader's worker loaded, and from where.
    const served: string[] = [];
    page.on('response', (r) => void (r.ok() && served.push(r.url())));
    await onboardManager(page);
    await page.goto('/upload');
    await page.getByLabel('Menu file').setInputFiles(path.join(CORPUS, 'files', file));
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(page).toHaveURL(/\/menu-editor$/, { timeout: 60_000 });

    const total = expected.categories.reduce((n, c) => n + c.items.length, 0);
    await expect(
      page.getByRole('listitem').filter({ has: page.getByTestId('item-price') }),
    ).toHaveCount(total);
    for (const category of expected.categories) {
      const section = page.getByRole('region', { name: exact(category.name) });
      await expect(section, category.name).toBeVisible();
      for (const item of category.items) {
        const card = section.getByRole('listitem', { name: exact(item.name) });
        await expect(card, `${category.name} / ${item.name}`).toHaveCount(1);
        if (item.price) await expect(card.getByTestId('item-price')).toContainText(item.price);
      }
    }
    if (file.endsWith('.jpg')) {
      // The photo's second look ran the text detector: its weights and runtime from our origin.
      const origin = new URL(page.url()).origin;
      const ours = served.filter((url) => url.startsWith(`${origin}/`));
      expect(ours.some((url) => /\/vendor\/paddle\/[^/]+\.onnx$/.test(url))).toBe(true);
      expect(ours.some((url) => /\/ort-wasm-simd-threaded[^/]*\.wasm$/.test(url))).toBe(true);
    }
  });
}
