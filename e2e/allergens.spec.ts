import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  smallTouchTargets,
  test,
  uniqueEmail,
} from './fixtures';
import {
  addStaff,
  answerInvitation,
  logOut,
  onboardManager,
  signUpStaff,
  uploadAndSave,
} from './menu-helpers';

// A British browser: with no regime chosen for the restaurant, the EU / UK's 14 allergens apply.
test.use({ locale: 'en-GB' });

const MENU = `MAINS
Carbonara ........ $18
Spaghetti, egg yolk, cream, parmesan
Pesto Linguine ........ $16
Basil, walnuts, garlic, olive oil
Green Salad ........ $9
Leaves, lemon, olive oil`;

const EU_HEADINGS = [
  'Gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Peanuts',
  'Soy',
  'Milk',
  'Tree nuts',
  'Celery',
  'Mustard',
  'Sesame',
  'Sulphites',
  'Lupin',
  'Molluscs',
];

const EU_LABELS = [
  'Cereals containing gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Peanuts',
  'Soybeans',
  'Milk',
  'Tree nuts',
  'Celery',
  'Mustard',
  'Sesame',
  'Sulphites',
  'Lupin',
  'Molluscs',
];

const DISHES = ['Carbonara', 'Pesto Linguine', 'Green Salad'];

const row = (page: Page, dish: string) => page.getByRole('row', { name: new RegExp(`^${dish}`) });
/** A cell by its allergen ('Milk': any state), its whole name ('Milk: free') or a pattern. */
const cell = (page: Page, dish: string, allergen: string | RegExp) =>
  row(page, dish).getByRole(
    'button',
    typeof allergen !== 'string'
      ? { name: allergen }
      : allergen.includes(':')
        ? { name: allergen, exact: true }
        : { name: new RegExp(`^${allergen}: `) },
  );

/** Opens a cell's small menu and sets the state by hand. */
/**
 * Taps a cell as a person would: scrolled to the middle of the matrix's own scroll box first, so
 * the sticky dish column and header rows are not over it.
 */
async function tapCell(page: Page, dish: string, allergen: string) {
  const target = cell(page, dish, allergen);
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  await target.click();
}

async function setCell(page: Page, dish: string, allergen: string, state: string) {
  await tapCell(page, dish, allergen);
  await page
    .getByRole('group', { name: 'Set state' })
    .getByRole('button', { name: state, exact: true })
    .click();
  await expect(cell(page, dish, `${allergen}: ${state}`)).toBeVisible();
}

async function chooseAvoided(lookup: Locator, allergens: string[]) {
  for (const name of allergens) {
    const toggle = lookup.getByRole('button', { name, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Milk and tree nuts avoided: the salad is confirmed free of both, the others are not safe. */
async function expectLookup(lookup: Locator) {
  await chooseAvoided(lookup, ['Milk', 'Tree nuts', 'Fish']);
  // Fish is confirmed for nothing: the salad needs the kitchen's word, the others stay not safe.
  await expect(lookup.getByRole('list', { name: 'Not safe' })).toContainText('Carbonara');
  await expect(lookup.getByRole('list', { name: 'Not safe' })).toContainText('contains milk');
  await expect(lookup.getByRole('list', { name: 'Not safe' })).toContainText('Pesto Linguine');
  await expect(lookup.getByRole('list', { name: 'Not safe' })).toContainText(
    /contains .*tree nuts/,
  );
  await expect(lookup.getByRole('list', { name: 'Not confirmed' })).toContainText('Green Salad');
  await expect(lookup.getByRole('list', { name: 'Not confirmed' })).toContainText(
    'not confirmed: fish',
  );
  // Without fish, the salad is safe: milk and tree nuts are confirmed free.
  await lookup.getByRole('button', { name: 'Fish', exact: true }).click();
  await expect(lookup.getByRole('list', { name: 'Safe', exact: true })).toContainText(
    'Green Salad',
  );
  await expect(lookup.getByRole('list', { name: 'Not confirmed' })).toHaveCount(0);
  await expect(
    lookup.getByRole('list', { name: 'Safe', exact: true }).getByRole('listitem'),
  ).toHaveCount(1);
}

test('a manager confirms allergens, saves once, prints, downloads and looks up a guest', async ({
  page,
  externalRequests: _,
}, info) => {
  // A whole journey with axe on each view: 47 s on a quiet two-core machine, 61 s on a busy one.
  test.setTimeout(150_000);
  const phone = info.project.name === 'mobile';
  const staffEmail = uniqueEmail('server');
  await onboardManager(page, 'Allergen Bistro');
  await addStaff(page, 'Sam Rivera', staffEmail);
  await uploadAndSave(page, MENU);

  // Reached from the navigation.
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Allergens' }).click();
  } else {
    await page.getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Allergens' })
      .click();
  }
  await expect(page).toHaveURL(/\/allergens$/);
  await expect(page.getByRole('heading', { name: 'Allergens', level: 1 })).toBeVisible();
  for (const dish of DISHES) await expect(row(page, dish)).toBeVisible();
  const headers = page.getByRole('table').getByRole('columnheader');
  await expect(headers).toHaveCount(1 + 14);

  // The import's reading is a suggestion, shown as such until confirmed.
  await expect(
    cell(page, 'Carbonara', /^Milk: not confirmed, suggested: contains \(because: .*cream/),
  ).toBeVisible();
  await expect(
    cell(page, 'Pesto Linguine', /^Tree nuts: not confirmed, suggested: contains/),
  ).toBeVisible();
  await expectNoA11yViolations(page, '/allergens with suggestions');
  if (phone) {
    await expectNoHorizontalScroll(page);
    expect(await smallTouchTargets(page)).toEqual([]);
  }

  // One cell, one row, and states set by hand: a draft until Save.
  await tapCell(page, 'Carbonara', 'Milk');
  await page.getByRole('button', { name: 'Confirm contains' }).click();
  await expect(cell(page, 'Carbonara', 'Milk: contains')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm all for Pesto Linguine' }).click();
  await expect(cell(page, 'Pesto Linguine', 'Tree nuts: contains')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm all for Pesto Linguine' })).toHaveCount(0);
  for (const allergen of ['Milk', 'Tree nuts', 'Eggs']) {
    await setCell(page, 'Green Salad', allergen, 'free');
  }
  await expect(page.getByText('3 dishes changed, not saved yet.')).toBeVisible();

  // Leaving asks first.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const ask = page.getByRole('alertdialog', { name: 'Save allergen changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/allergens$/);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Allergens saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await page.reload();
  await expect(cell(page, 'Carbonara', 'Milk: contains')).toBeVisible();
  await expect(cell(page, 'Pesto Linguine', 'Tree nuts: contains')).toBeVisible();
  await expect(cell(page, 'Green Salad', 'Milk: free')).toBeVisible();
  await expect(cell(page, 'Green Salad', 'Tree nuts: free')).toBeVisible();
  // Untouched suggestions are still waiting.
  await expect(page.getByRole('button', { name: 'Confirm all for Carbonara' })).toBeVisible();

  // Print: the sheet alone, every row and all 14 columns, no navigation or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Allergen Bistro: allergens')).toBeVisible();
  await expect(page.getByText(/version 2/)).toBeVisible();
  for (const dish of DISHES) await expect(row(page, dish)).toBeVisible();
  for (const heading of EU_HEADINGS)
    await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByLabel('Menu', { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Guest lookup' })).toBeHidden();
  if (!phone) {
    const pdf = await page.pdf({ landscape: true, preferCSSPageSize: true });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(5_000);
  }
  await page.emulateMedia({ media: 'screen' });

  // CSV: BOM, header, a row in words.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^allergens-allergen-bistro-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(['Menu', 'Category', 'Item', ...EU_LABELS].join(','));
  const salad = lines.find((l) => l.includes(',Green Salad,'));
  // Gluten, crustaceans, eggs (free), fish, peanuts, soy, milk (free), tree nuts (free), then six.
  expect(salad).toMatch(
    /^[^,]+,[^,]+,Green Salad,not confirmed,not confirmed,free,not confirmed,not confirmed,not confirmed,free,free(,not confirmed){6}$/,
  );

  // The guest lookup on this page.
  const lookup = page.getByRole('region', { name: 'Guest lookup' });
  await lookup.scrollIntoViewIfNeeded();
  await expectLookup(lookup);
  await chooseAvoided(lookup, ['Fish']);
  await expectNoA11yViolations(page, 'the guest lookup on /allergens');

  // Staff, on their phone-first home: the same three lists from the saved states.
  await logOut(page, phone);
  await signUpStaff(page, staffEmail, 'Sam Rivera');
  await answerInvitation(page, 'Allergen Bistro', 'Accept');
  await page.getByRole('tab', { name: 'Guest lookup' }).click();
  const staffLookup = page.getByRole('tabpanel', { name: 'Guest lookup' });
  await expectLookup(staffLookup);
  await expectNoA11yViolations(page, 'the staff guest lookup');
  if (phone) {
    await expectNoHorizontalScroll(page);
    expect(await smallTouchTargets(page)).toEqual([]);
  }
});

test('the dashboard links to the allergens page', async ({ page, externalRequests: _ }) => {
  await onboardManager(page, 'Link Bistro');
  await page
    .getByRole('link', { name: /^Allergens/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/allergens$/);
  // No saved menu yet: the page says what to do first.
  await expect(page.getByRole('heading', { name: 'No saved menus yet' })).toBeVisible();
  await expectNoA11yViolations(page, '/allergens without menus');
});
