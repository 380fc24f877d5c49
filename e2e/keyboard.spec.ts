import { expect, test } from './fixtures';
import { itemCard, onboardManager, saveMenu, uploadPasted } from './menu-helpers';

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus`;

test('keyboard: focus and title follow the page, the skip link works, dialogs give focus back', async ({
  page,
  externalRequests: _,
}) => {
  await onboardManager(page, 'Keyboard Kitchen');
  await page.goto('/upload');
  await expect(page).toHaveTitle('Upload Menu · Preshift');
  await uploadPasted(page, MENU);
  await expect(page).toHaveTitle('Menu Editor · Preshift');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await saveMenu(page);
  await expect(page).toHaveURL(/\/menu-editor\?menu=/);

  // A dialog opened from a card gives focus back to that card's button when it closes.
  const edit = page.getByRole('button', { name: 'Edit Roast Chicken' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(itemCard(page, 'Roast Chicken')).toBeVisible();

  // After an in-app navigation, focus is on the new page's heading.
  await page.getByRole('link', { name: 'Back to Menus' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await expect(page).toHaveTitle('Menus · Preshift');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The first Tab stop skips the navigation.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
