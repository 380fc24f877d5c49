import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { FIXTURES, itemCard, onboardManager } from './menu-helpers';

// Two columns; Tiramisu sits alone under DESSERT (the import is unsure of it) and 'Soup of the
// Day' has no price, so the parser leaves its lines unused.
const PDF = path.join(FIXTURES, 'olive-and-ember-two-column.pdf');

async function uploadForReview(page: Page) {
  await onboardManager(page, 'Olive & Ember');
  await page.goto('/upload');
  await page.getByLabel('Menu file').setInputFiles(PDF);
  await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
  await expect(page).toHaveURL(/\/menu-editor$/, { timeout: 60_000 });
}

const summary = (page: Page) => page.getByRole('status').filter({ hasText: /to check/ });

/** The Source panel; on a phone it is a tab of its own. */
async function source(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('tab', { name: 'Source' }).click();
  return page.getByRole('region', { name: 'Source' });
}

test('review after a PDF upload: check, walk, source, unused lines, merge, split, undo, save', async ({
  page,
  externalRequests: _,
}, info) => {
  test.setTimeout(120_000);
  const mobile = info.project.name === 'mobile';
  await uploadForReview(page);

  await expect(summary(page)).toHaveText('9 items in 4 categories · 1 to check');
  const tiramisu = itemCard(page, 'Tiramisu');
  await expect(tiramisu).toContainText('Check');
  await expect(tiramisu).toContainText('only item in its section');
  await expect(itemCard(page, 'Burrata')).not.toContainText('Check');

  // 'Next to check' lands on the one item to check, and its source line lights up.
  await page.getByRole('button', { name: 'Next to check' }).click();
  await expect(tiramisu).toBeFocused();
  const panel = await source(page, mobile);
  await expect(panel.getByRole('button', { name: /^Tiramisu\s+9$/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(panel.getByRole('button', { name: /^Burrata/ })).not.toHaveAttribute(
    'aria-current',
    'true',
  );
  if (!mobile) {
    // A PDF shows its page, drawn by pdf.js, under the lines.
    await expect(panel.locator('canvas').first()).toBeVisible();
  }

  // A line of the source leads to its item.
  await panel.getByRole('button', { name: /^Roast Chicken\s+28$/ }).click();
  await expect(itemCard(page, 'Roast Chicken')).toBeFocused();

  // The dish the parser missed is one click away.
  const unused = page.getByRole('button', { name: '4 lines not used' });
  const addSoup = page.getByRole('button', { name: 'Add as item: Soup of the Day' });
  // Collapsed until asked for.
  await expect(addSoup).toBeHidden();
  await unused.click();
  await addSoup.click();
  const add = page.getByRole('dialog', { name: 'Add Menu Item' });
  await expect(add.getByLabel('Item Name*')).toHaveValue('Soup of the Day');
  await expect(add.getByLabel('Category*')).toHaveValue('Starters');
  await add.getByLabel('Price*').fill('MP');
  await add.getByRole('button', { name: 'Add Item' }).click();
  const starters = page.getByRole('region', { name: 'Starters', exact: true });
  await expect(starters.getByRole('listitem', { name: 'Soup of the Day' })).toBeVisible();
  await expect(page.getByRole('button', { name: '3 lines not used' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Ignore: Please tell us about any allergies before ordering.' })
    .click();
  await expect(page.getByRole('button', { name: '2 lines not used' })).toBeVisible();

  // Merge two cards, undo it, then merge and split them apart again.
  await page.getByRole('button', { name: 'Merge Burrata with the next item' }).click();
  await expect(itemCard(page, 'Grilled Octopus')).toHaveCount(0);
  await expect(itemCard(page, 'Burrata')).toContainText('Grilled Octopus');
  await page.getByRole('button', { name: 'Undo last edit' }).click();
  await expect(itemCard(page, 'Grilled Octopus')).toContainText('19');
  await expect(itemCard(page, 'Burrata')).not.toContainText('Grilled Octopus');

  await page.getByRole('button', { name: 'Merge Burrata with the next item' }).click();
  await page.getByRole('button', { name: 'Split Burrata in two' }).click();
  const split = page.getByRole('dialog', { name: 'Split into two dishes' });
  await split.getByLabel('First dish description').fill('heirloom tomato, basil oil');
  await split.getByLabel('Second dish name*').fill('Grilled Octopus');
  await split.getByLabel('Second dish price').fill('19');
  await split.getByLabel('Second dish description').fill('chickpeas, lemon');
  await split.getByRole('button', { name: 'Split' }).click();
  await expect(itemCard(page, 'Burrata')).not.toContainText('Grilled Octopus');
  await expect(itemCard(page, 'Grilled Octopus')).toContainText('19');

  // Saving with an item still to check asks first; 'Review them' goes to it.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: '1 item still to check' });
  await ask.getByRole('button', { name: 'Review them' }).click();
  await expect(tiramisu).toBeFocused();
  await tiramisu.getByRole('button', { name: 'Looks right: Tiramisu' }).click();
  await expect(summary(page)).toHaveText('10 items in 4 categories · 0 to check');
  await expect(tiramisu).not.toContainText('Check');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Menu saved')).toBeVisible();
  await page.reload();
  await expect(itemCard(page, 'Soup of the Day')).toContainText('MP');
  await expect(itemCard(page, 'Grilled Octopus')).toContainText('19');
  // Saved: the import is accepted and the review is over.
  await expect(summary(page)).toHaveCount(0);
});

test('the whole review by keyboard alone, with no accessibility violation', async ({
  page,
  externalRequests: _,
}, info) => {
  test.skip(info.project.name === 'mobile', 'keyboard review is a desktop flow');
  test.setTimeout(120_000);
  await uploadForReview(page);
  await expectNoA11yViolations(page, 'the import review');

  // Walk: n goes to the item to check.
  await page.locator('body').press('n');
  const tiramisu = itemCard(page, 'Tiramisu');
  await expect(tiramisu).toBeFocused();
  const panel = page.getByRole('region', { name: 'Source' });
  await expect(panel.getByRole('button', { name: /^Tiramisu\s+9$/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Confirm: 'Looks right' is the first control on the card; focus stays on the dish.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Looks right: Tiramisu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(summary(page)).toHaveText('9 items in 4 categories · 0 to check');
  await expect(tiramisu).toBeFocused();

  // Edit on the card: Escape cancels, Enter saves, Ctrl+Z takes the edit back.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Quick edit: Tiramisu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tiramisu.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Escape');
  await expect(tiramisu.getByTestId('item-price')).toHaveText('9');
  await expect(page.getByRole('button', { name: 'Quick edit: Tiramisu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await expect(tiramisu.getByTestId('item-price')).toHaveText('11');
  await expect(page.getByRole('button', { name: 'Quick edit: Tiramisu' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(tiramisu.getByTestId('item-price')).toHaveText('9');

  // Save without the mouse: Tab to Save and press Enter.
  for (let i = 0; i < 200; i += 1) {
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (name === 'Save') break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText('Menu saved')).toBeVisible();
});
