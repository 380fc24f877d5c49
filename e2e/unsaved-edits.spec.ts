import { expect, test } from './fixtures';
import { itemCard, onboardManager, uploadAndSave } from './menu-helpers';

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus
Steak Frites ........ $32
Hanger steak, herb butter, fries`;

async function savedMenu(page: import('@playwright/test').Page) {
  await onboardManager(page, 'Careful Kitchen');
  return uploadAndSave(page, MENU);
}

async function changePrice(page: import('@playwright/test').Page, price: string) {
  await page.getByRole('button', { name: 'Edit Roast Chicken' }).click();
  await page.getByLabel('Price*').fill(price);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(/· Unsaved changes$/)).toBeVisible();
}

test('leaving with unsaved edits asks first: keep editing, discard or save', async ({
  page,
  externalRequests: _,
}) => {
  const menuUrl = await savedMenu(page);
  await changePrice(page, '$26');

  const prompt = page.getByRole('alertdialog', { name: 'Save changes?' });
  await page.getByRole('link', { name: 'Back to Menus' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(menuUrl);
  await expect(itemCard(page, 'Roast Chicken')).toContainText('$26');

  await page.getByRole('link', { name: 'Back to Menus' }).click();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await page.goto(menuUrl);
  await expect(itemCard(page, 'Roast Chicken')).toContainText('$24');
  await expect(page.getByText('Restored your unsaved changes')).toHaveCount(0);

  await changePrice(page, '$28');
  await page.getByRole('link', { name: 'Back to Menus' }).click();
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await page.goto(menuUrl);
  await expect(itemCard(page, 'Roast Chicken')).toContainText('$28');
});

test('a reload brings unsaved edits back', async ({ page, externalRequests: _ }) => {
  const menuUrl = await savedMenu(page);
  await changePrice(page, '$30');
  await page.getByRole('button', { name: 'Remove Steak Frites' }).click();
  await page.reload();
  await expect(page).toHaveURL(menuUrl);
  await expect(page.getByText('Restored your unsaved changes')).toBeVisible();
  await expect(itemCard(page, 'Roast Chicken')).toContainText('$30');
  await expect(itemCard(page, 'Steak Frites')).toHaveCount(0);
  await expect(page.getByText(/· Unsaved changes$/)).toBeVisible();
});
