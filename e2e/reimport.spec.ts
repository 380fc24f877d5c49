import path from 'node:path';
import { expect, test } from './fixtures';
import { addStaff, FIXTURES, itemCard, onboardManager } from './menu-helpers';

const V1 = path.join(FIXTURES, 'reimport-v1.txt');
// v1 with Burrata $14 -> $16, Pan-Seared Cod gone and Grilled Halibut new.
const V2 = path.join(FIXTURES, 'reimport-v2.txt');

test('re-importing a file shows what it changes; only the accepted changes are saved and offered to staff', async ({
  page,
  externalRequests: _,
}, info) => {
  // The review's panels on a phone are audit.spec.ts's; what is compared and kept is the same.
  test.skip(info.project.name !== 'desktop', 'the comparison does not depend on the screen');
  await onboardManager(page, 'Reimport Bistro');
  // Someone real to send to: the sample staff are never recipients (ADR 0026).
  await addStaff(page, 'Rosa Diaz', 'rosa@example.com');

  // Version 1 as a new menu: with no menu of its own yet, there is nothing to replace.
  await page.goto('/upload');
  await expect(page.getByRole('radio', { name: 'Replace an existing menu' })).toHaveCount(0);
  await page.getByLabel('Menu file').setInputFiles(V1);
  await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
  await expect(page).toHaveURL(/\/menu-editor$/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Menu saved')).toBeVisible();
  await expect(page).toHaveURL(/\/menu-editor\?menu=[^&]+$/);
  const menuUrl = page.url();
  const menuId = new URL(menuUrl).searchParams.get('menu')!;

  // Staff hear about version 1, so the next update holds only what the re-import changes.
  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await page.getByRole('button', { name: 'Send Menu Update to Staff' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // Re-import from the menu list: the upload screen is set to replace this menu.
  await page.goto('/menus');
  await page.getByRole('link', { name: 'Re-import Reimport V1' }).click();
  await expect(page).toHaveURL(/\/upload\?replace=/);
  await expect(page.getByRole('radio', { name: 'Replace an existing menu' })).toBeChecked();
  await expect(page.getByLabel('Menu to replace')).toHaveValue(menuId);
  await page.getByLabel('Menu file').setInputFiles(V2);
  await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
  await expect(page).toHaveURL(menuUrl);

  // The editor shows exactly the three changes, each accepted until unticked.
  const panel = page.getByRole('region', { name: 'Changes in reimport-v2.txt' });
  await expect(panel.getByText('1 new · 1 changed · 1 removed')).toBeVisible();
  await expect(panel.getByRole('checkbox')).toHaveCount(3);
  await expect(panel.getByRole('checkbox', { name: 'Accept new Grilled Halibut' })).toBeChecked();
  await expect(
    panel.getByRole('checkbox', { name: 'Accept price change to Burrata' }),
  ).toBeChecked();
  await expect(panel.getByText('Price $14 → $16')).toBeVisible();
  const removal = panel.getByRole('checkbox', { name: 'Accept removal of Pan-Seared Cod' });
  await expect(removal).toBeChecked();

  // Keep the Cod after all, take the rest.
  await removal.uncheck();
  await panel.getByRole('button', { name: 'Apply changes' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Menu saved')).toBeVisible();

  // Saved as applied, and the re-import is not offered again.
  await page.reload();
  await expect(itemCard(page, 'Pan-Seared Cod')).toContainText('$28');
  await expect(itemCard(page, 'Grilled Halibut')).toContainText('$34');
  await expect(itemCard(page, 'Burrata')).toContainText('$16');
  await expect(itemCard(page, 'Roast Chicken')).toContainText('$24');
  await expect(page.getByRole('region', { name: /^Changes in / })).toHaveCount(0);

  // Staff are offered the new dish and the price, nothing the re-import did not change.
  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('tab', { name: 'Menu Items' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Changes since your last update.')).toBeVisible();
  const offered = page.getByRole('group', { name: 'Menu items' }).getByRole('checkbox');
  await expect(offered).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: /Grilled Halibut/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Burrata/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Pan-Seared Cod|Roast Chicken/ })).toHaveCount(0);
});
