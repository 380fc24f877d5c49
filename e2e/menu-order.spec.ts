import { expect, test } from './fixtures';
import { onboardManager, saveMenu, uploadPasted } from './menu-helpers';

const MENU = `DESSERTS
Tiramisu ........ $9
Panna Cotta ........ $8

STARTERS
Burrata ........ $14
Calamari ........ $13

MAINS
Roast Chicken ........ $24
Steak Frites ........ $32`;

/** The category headings, without the import review's own ('Source', 'N lines not used'). */
const sections = async (page: import('@playwright/test').Page) =>
  (await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()).filter(
    (h) => h !== 'Source' && !/ not used$/.test(h),
  );

test('an imported menu keeps its printed order; a moved category stays moved after a reload', async ({
  page,
  externalRequests: _,
}) => {
  await onboardManager(page, 'Order Bistro');
  await uploadPasted(page, MENU);
  await expect.poll(() => sections(page)).toEqual(['Desserts', 'Starters', 'Mains']);

  await page.getByRole('button', { name: 'Move Desserts down' }).click();
  await page.getByRole('button', { name: 'Move Desserts down' }).click();
  await expect.poll(() => sections(page)).toEqual(['Starters', 'Mains', 'Desserts']);
  await expect(page.getByRole('button', { name: 'Move Desserts down' })).toBeDisabled();
  await saveMenu(page);
  await expect(page).toHaveURL(/\/menu-editor\?menu=/);

  await page.reload();
  await expect.poll(() => sections(page)).toEqual(['Starters', 'Mains', 'Desserts']);
});
