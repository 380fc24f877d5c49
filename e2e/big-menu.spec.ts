import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import {
  addStaff,
  answerInvitation,
  itemCard,
  logOut,
  onboardManager,
  signUpStaff,
  uploadAndSave,
} from './menu-helpers';

// Prices typed as menus print them: some with the mark, some without, one with cents.
const MENU = `STARTERS
Burrata ........ $14
Calamari ........ 13
Soup of the Day ........ $9

MAINS
Roast Chicken ........ $24
Steak Frites ........ 32
Mushroom Risotto ........ $21.50

DESSERTS
Tiramisu ........ $9
Panna Cotta ........ 8`;

const sections = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
const chips = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

test('editor: prices in one style, search, category chips, folding and moving items', async ({
  page,
  externalRequests: _,
}) => {
  await onboardManager(page, 'Long Menu Diner');
  await uploadAndSave(page, MENU);

  // One style for every price: the menu's '$' goes on bare numbers, cents only where printed.
  await expect(itemCard(page, 'Calamari').getByTestId('item-price')).toHaveText('$13');
  await expect(itemCard(page, 'Steak Frites').getByTestId('item-price')).toHaveText('$32');
  await expect(itemCard(page, 'Mushroom Risotto').getByTestId('item-price')).toHaveText('$21.50');
  // The edit dialog keeps the printed text and says how it will read.
  await page.getByRole('button', { name: 'Edit Calamari' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await expect(dialog.getByLabel('Price*')).toHaveValue('13');
  await expect(dialog.getByText('As printed; shown on the menu as $13')).toBeVisible();
  await page.keyboard.press('Escape');

  // The chips jump to a category, with focus on its heading.
  await chips(page).getByRole('button', { name: 'Desserts' }).click();
  const desserts = page.getByRole('button', { name: 'Desserts', expanded: true });
  await expect(desserts).toBeFocused();
  await expect(desserts).toBeInViewport();

  // A folded category hides its items; a chip unfolds it again.
  await page.getByRole('button', { name: 'Starters', expanded: true }).click();
  await expect(itemCard(page, 'Burrata')).toBeHidden();
  await chips(page).getByRole('button', { name: 'Starters' }).click();
  await expect(itemCard(page, 'Burrata')).toBeVisible();

  // Search narrows to matching items; nothing can be moved while it does.
  await page.getByLabel('Search items').fill('risotto');
  await expect(page.getByText('1 of 8 items')).toBeVisible();
  await expect(itemCard(page, 'Mushroom Risotto')).toBeVisible();
  await expect(itemCard(page, 'Burrata')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await page.getByLabel('Search items').fill('zzz');
  await expect(page.getByText('No items match your search.')).toBeVisible();
  await page.getByLabel('Search items').fill('');

  // Items move within their category, and the order is saved.
  const mains = page.getByRole('region', { name: 'Mains' }).getByRole('listitem');
  await expect(page.getByRole('button', { name: 'Move Roast Chicken up' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move Mushroom Risotto up' }).click();
  await page.getByRole('button', { name: 'Move Mushroom Risotto up' }).click();
  await expect(page.getByRole('button', { name: 'Move Mushroom Risotto up' })).toBeDisabled();
  await expect(mains.getByRole('heading')).toHaveText([
    'Mushroom Risotto',
    'Roast Chicken',
    'Steak Frites',
  ]);
  await expect(page.getByText(/Unsaved changes/)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Unsaved changes/)).toBeHidden();
  await page.reload();
  await expect(mains.getByRole('heading')).toHaveText([
    'Mushroom Risotto',
    'Roast Chicken',
    'Steak Frites',
  ]);
  expect(await sections(page)).toEqual(['Starters', 'Mains', 'Desserts']);
});

test('staff menu tab: the same order, prices, chips and folding', async ({
  page,
  externalRequests: _,
}, info) => {
  const staffEmail = uniqueEmail('line');
  await onboardManager(page, 'Long Menu Diner');
  await addStaff(page, 'Lee Park', staffEmail);
  await uploadAndSave(page, MENU);
  await logOut(page, info.project.name === 'mobile');

  await signUpStaff(page, staffEmail);
  await answerInvitation(page, 'Long Menu Diner', 'Accept');
  await page.getByRole('tab', { name: 'Menu' }).click();

  // The tab renders once the team's menu has loaded: read its sections when they are there.
  await expect.poll(() => sections(page)).toEqual(['Starters', 'Mains', 'Desserts']);
  const item = (name: string) => page.getByRole('listitem', { name, exact: true });
  await expect(item('Steak Frites')).toContainText('$32');
  await page.getByRole('button', { name: 'Mains', expanded: true }).click();
  await expect(item('Steak Frites')).toBeHidden();
  await chips(page).getByRole('button', { name: 'Mains' }).click();
  await expect(item('Steak Frites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mains', expanded: true })).toBeFocused();
});
