import { expect, test } from './fixtures';
import { addStaff, itemCard, onboardManager, uploadAndSave } from './menu-helpers';

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus
Steak Frites ........ $32
Hanger steak, herb butter, fries
Market Fish ........ $29
Line-caught, brown butter`;

const versionsStored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('preshift.menuVersions:'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as unknown[]).length : 0;
  });

test('the menu is in the URL; every save is a version; staff are offered what changed since the last update', async ({
  page,
  externalRequests: _,
}) => {
  await onboardManager(page, 'Version Bistro');
  // Someone real to send to: the sample staff are never recipients (ADR 0026).
  await addStaff(page, 'Rosa Diaz', 'rosa@example.com');
  // Saved, the draft becomes a menu with its own address.
  const menuUrl = await uploadAndSave(page, MENU);

  await page.reload();
  await expect(itemCard(page, 'Market Fish')).toContainText('$29');

  // First update: announces version 1.
  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await expect(page.getByRole('checkbox', { name: /Market Fish/ })).toBeChecked();
  await page.getByRole('button', { name: 'Send Menu Update to Staff' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // Two more saves: a price, then a dish removed.
  await page.goto(menuUrl);
  await page.getByRole('button', { name: 'Edit Roast Chicken' }).click();
  await page.getByLabel('Price*').fill('$26');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Menu saved')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Steak Frites' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(itemCard(page, 'Steak Frites')).toHaveCount(0);
  await expect.poll(() => versionsStored(page)).toBe(3);

  // Back and forward keep the same menu.
  await page.getByRole('link', { name: 'Back to Menus' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await page.goBack();
  await expect(page).toHaveURL(menuUrl);
  await expect(itemCard(page, 'Roast Chicken')).toContainText('$26');
  await page.goForward();
  await expect(page).toHaveURL(/\/menus$/);
  await page.goBack();
  await expect(itemCard(page, 'Market Fish')).toBeVisible();

  // The notify screen offers exactly the difference since version 1.
  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await expect(page.getByText('Changes since your last update.')).toBeVisible();
  const offered = page.getByRole('group', { name: 'Menu items' }).getByRole('checkbox');
  await expect(offered).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: /Roast Chicken/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Steak Frites/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Market Fish/ })).toHaveCount(0);
});
