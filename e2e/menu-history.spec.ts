import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures';
import { itemCard, onboardManager, uploadAndSave } from './menu-helpers';

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus
Market Fish ........ $29
Line-caught, brown butter`;

test("a menu's history lists its versions, compares two, and restores an old one as a new version", async ({
  page,
  externalRequests: _,
}) => {
  await onboardManager(page, 'History Bistro');
  const menuUrl = await uploadAndSave(page, MENU);

  // Version 2: one price changed. Reloaded first, so the first save's toast is gone.
  await page.reload();
  await page.getByRole('button', { name: 'Edit Roast Chicken' }).click();
  await page.getByLabel('Price*').fill('$26');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Menu saved')).toBeVisible();

  // From the menu list to the menu's history.
  await page.goto('/menus');
  await page.getByRole('link', { name: /^History of / }).click();
  await expect(page).toHaveURL(/\/menus\/[^/]+\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: /: history$/ })).toBeVisible();
  const version = (n: number) => page.getByRole('listitem', { name: `Version ${n}`, exact: true });
  await expect(version(2)).toContainText('Current');
  await expect(version(2)).toContainText('by you');
  await expect(version(2)).toContainText('1 change');
  await expect(version(1)).toContainText('first version');
  await expect(version(1)).not.toContainText('Current');

  // The diff between them, previous to newest by default.
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('2');
  await expect(page.getByRole('list', { name: 'Price changes' })).toContainText(
    'Roast Chicken $24 → $26',
  );
  await expectNoA11yViolations(page, 'a menu history');
  await expectNoHorizontalScroll(page);

  // Restore version 1: it becomes version 3, and version 2 stays in the history.
  await version(1).getByRole('button', { name: 'Restore this version (Version 1)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore Version 1?' });
  await expect(dialog).toContainText('Version 2 stays in the history');
  await dialog.getByRole('button', { name: 'Restore Version 1' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Restored as Version 3')).toBeVisible();
  await expect(version(3)).toContainText('Current');
  await expect(version(2)).not.toContainText('Current');
  await expect(version(2).getByRole('button', { name: /^Restore this version/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Price changes' })).toContainText(
    'Roast Chicken $26 → $24',
  );

  // The editor opens on the restored menu: the old price is back.
  await page.getByRole('link', { name: 'Open in editor' }).click();
  await expect(page).toHaveURL(menuUrl);
  await expect(itemCard(page, 'Roast Chicken')).toContainText('$24');
});
