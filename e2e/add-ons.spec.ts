import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  smallTouchTargets,
  test,
} from './fixtures';
import { onboardManager, saveMenu, uploadPasted } from './menu-helpers';

// Invented dishes. The add-on line is printed under the salads: it belongs to that section.
const MENU = `SALADS

Green garden salad £9
Crisp leaves, radish, herb dressing
Add grilled halloumi 3.50
Charred squash salad £11

MAINS

Braised leek pie £15
Slow roast hake £18`;

test('an add-on line is kept on its section, edited, saved and still there after a reload', async ({
  page,
  isMobile,
}) => {
  await onboardManager(page);
  await uploadPasted(page, MENU);

  const addOn = page.getByRole('textbox', { name: 'Add-on 1 in Salads' });
  await expect(addOn).toHaveValue('Add grilled halloumi 3.50');
  // Not a dish: four cards, none of them the add-on.
  await expect(page.getByText('4 items · food menu')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /halloumi/i })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Add-ons in Salads' })).toBeVisible();
  await expectNoA11yViolations(page, 'the editor with a section’s add-ons');
  if (isMobile) {
    await expectNoHorizontalScroll(page);
    expect(await smallTouchTargets(page)).toEqual([]);
  }

  await addOn.fill('Add grilled halloumi 4.00');
  await page.getByRole('button', { name: 'Add add-on to Mains' }).click();
  await page.getByRole('textbox', { name: 'Add-on 1 in Mains' }).fill('2 for £30');
  await saveMenu(page);
  await expect(page).toHaveURL(/\/menu-editor\?menu=[^&]+$/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Add-on 1 in Salads' })).toHaveValue(
    'Add grilled halloumi 4.00',
  );
  await expect(page.getByRole('textbox', { name: 'Add-on 1 in Mains' })).toHaveValue('2 for £30');
  await expect(page.getByText('4 items · food menu')).toBeVisible();
});
