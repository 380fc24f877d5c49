import { expect, expectNoA11yViolations, smallTouchTargets, test } from './fixtures';
import { itemCard, onboardManager, saveMenu, uploadAndSave } from './menu-helpers';

// Invented dishes.
const MENU = `MAINS
Halibut ........ $30
Brown butter, capers
Roast Chicken ........ $24
Half bird, lemon, thyme jus`;

/*
 * Issue 44: two tabs on one saved menu. Tab A adds a dish and saves; tab B, opened on the version
 * before, changes a price and saves. B used to see 'Menu saved' while A's dish was gone; now B's
 * save is refused, B is shown what A changed and keeps both. (Local mode has one manager per
 * restaurant, so two managers are two tabs here; the Supabase side is ADR 0054's contract suite.)
 */
test('two tabs save the same menu: the second is shown the first save and keeps both', async ({
  page,
  externalRequests: _,
}, info) => {
  await onboardManager(page, 'Conflict Bistro');
  const menuUrl = await uploadAndSave(page, MENU);
  const other = await page.context().newPage();
  await other.goto(menuUrl);
  await expect(itemCard(other, 'Halibut')).toBeVisible();

  // Tab A: a new dish, saved.
  await page.getByRole('button', { name: 'Add menu item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Menu Item' });
  await add.getByLabel('Item Name*').fill('Zebra Cake');
  await add.getByLabel('Price*').fill('$8');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await saveMenu(page);

  // Tab B, still on the version before: a price, then Save.
  await other.getByRole('button', { name: 'Edit Halibut' }).click();
  const edit = other.getByRole('dialog', { name: 'Edit Menu Item' });
  await edit.getByLabel('Price*').fill('$34');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await other.getByRole('button', { name: 'Save', exact: true }).click();

  const dialog = other.getByRole('dialog', { name: 'Someone else saved this menu' });
  await expect(dialog).toBeFocused();
  await expect(other.getByText('Menu saved')).toHaveCount(0);
  const theirs = dialog.getByRole('region', { name: 'What the other save changed' });
  await expect(theirs.getByRole('listitem')).toHaveText(/Zebra Cake - new - \$8/);
  if (info.project.name === 'mobile') expect(await smallTouchTargets(other)).toEqual([]);
  await expectNoA11yViolations(other, 'the save conflict dialog');

  await dialog.getByRole('button', { name: 'Keep both' }).click();
  await expect(other.getByText('Menu saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(other.getByRole('button', { name: 'Save', exact: true })).toBeFocused();

  // Both edits are in the saved menu, in both tabs.
  for (const tab of [other, page]) {
    await tab.reload();
    await expect(itemCard(tab, 'Zebra Cake')).toBeVisible();
    await expect(itemCard(tab, 'Halibut').getByTestId('item-price')).toContainText('$34');
    await expect(itemCard(tab, 'Roast Chicken')).toBeVisible();
  }
  await other.close();
});
