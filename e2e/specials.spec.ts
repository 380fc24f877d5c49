import { addDays, format } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, expectNoA11yViolations, test } from './fixtures';
import { onboardManager } from './menu-helpers';

/** Dates as the pickers show them, relative to today on this machine (the browser's zone too). */
const day = (offset: number) => format(addDays(new Date(), offset), 'MMM d, yyyy');
const SEEDED = ['Burrata', 'Crispy Calamari', 'Little Gem Caesar'];

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const statuses = (page: Page) =>
  page.getByRole('list', { name: 'Specials' }).getByTestId('special-status').allInnerTexts();

/** Opens a picker from the keyboard, moves with the given keys and selects with Enter. */
async function pickByKeyboard(page: Page, label: 'Start Date' | 'End Date', keys: string[]) {
  const trigger = page.getByRole('button', { name: new RegExp(`^${label}: `) });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: label });
  await expect(calendar.getByRole('grid')).toBeVisible();
  // The selected day (else today) has focus, so arrows start from there.
  await expect(calendar.locator('[role="grid"] button:focus')).toHaveCount(1);
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(trigger).toBeFocused();
}

async function openSpecials(page: Page) {
  await onboardManager(page);
  await page.goto('/specials');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Specials & Promotions' }),
  ).toBeVisible();
  await expect(card(page, SEEDED[0]!)).toBeVisible();
}

test.describe('specials', () => {
  test('seeded list, add with default dates, edit, delete with confirmation, each after a reload', async ({
    page,
    externalRequests: _,
  }) => {
    await openSpecials(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(crumbs.getByText('Specials & Promotions')).toBeVisible();
    // The seed: sample food items as Special Offers, today to 7 days ahead.
    for (const name of SEEDED) {
      await expect(card(page, name).getByTestId('special-status')).toHaveText('Active now');
      await expect(card(page, name)).toContainText('Special Offers');
      await expect(card(page, name).getByTestId('special-dates')).toHaveText(
        `${day(0)} – ${day(7)}`,
      );
    }
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page, 'specials');

    // Add with the default dates.
    await page.getByRole('button', { name: 'Add Special' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Special' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Available Dates' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Start Date: ${day(0)}` })).toHaveText(day(0));
    await expect(dialog.getByRole('button', { name: `End Date: ${day(7)}` })).toHaveText(day(7));
    await expect(dialog.getByLabel('Category')).toHaveValue('Special Offers');
    await expect(dialog.getByLabel('Category').locator('option')).toHaveText([
      'Special Offers',
      'Limited Time',
      "Chef's Selection",
      'Holiday Specials',
    ]);
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page, 'specials');

    // Name is required.
    await dialog.getByRole('button', { name: 'Save Special' }).click();
    await expect(dialog.getByText('Special name is required')).toBeVisible();

    // Text is shown as text, never as markup.
    const name = 'Truffle <b>Risotto</b>';
    await dialog.getByLabel('Item Name*').fill(name);
    await dialog.getByLabel('Price').fill('$28');
    await dialog.getByLabel('Description').fill('Shaved black truffle, aged parmesan');
    await dialog.getByRole('button', { name: 'Save Special' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Special added')).toBeVisible();
    await expect(page.getByText(`Added from ${day(0)} to ${day(7)}`)).toBeVisible();
    await expect(card(page, name).getByRole('heading')).toHaveText(name);
    await expect(card(page, name).getByTestId('special-status')).toHaveText('Active now');

    await page.reload();
    await expect(card(page, name).getByTestId('special-price')).toHaveText('$28');
    await expect(card(page, name).getByTestId('special-dates')).toHaveText(`${day(0)} – ${day(7)}`);
    await expect(card(page, name)).toContainText('Special Offers');

    // Edit loads the special, including its dates.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Special' });
    await expect(edit.getByLabel('Item Name*')).toHaveValue(name);
    await expect(edit.getByRole('button', { name: `Start Date: ${day(0)}` })).toBeVisible();
    await expect(edit.getByRole('button', { name: `End Date: ${day(7)}` })).toBeVisible();
    await edit.getByLabel('Item Name*').fill('Truffle Risotto');
    await edit.getByLabel('Price').fill('$31');
    await edit.getByLabel('Category').selectOption("Chef's Selection");
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Special updated')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);

    await page.reload();
    const edited = card(page, 'Truffle Risotto');
    await expect(edited.getByTestId('special-price')).toHaveText('$31');
    await expect(edited).toContainText("Chef's Selection");
    await expect(page.getByRole('list', { name: 'Specials' }).getByRole('listitem')).toHaveCount(4);

    // Delete asks first; Cancel keeps the special.
    await page.getByRole('button', { name: 'Delete Truffle Risotto' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this special?' });
    await expect(confirm).toContainText('Truffle Risotto will be removed');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toBeVisible();

    await page.getByRole('button', { name: 'Delete Truffle Risotto' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(edited).toHaveCount(0);
    await expect(page.getByText('Special deleted')).toBeVisible();

    await page.reload();
    await expect(card(page, SEEDED[0]!)).toBeVisible();
    await expect(card(page, 'Truffle Risotto')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Specials' }).getByRole('listitem')).toHaveCount(3);
  });

  test('chosen dates by keyboard, invalid range refused, status order, open-ended dates', async ({
    page,
    externalRequests: _,
  }) => {
    await openSpecials(page);

    // An upcoming special: start in 3 days, end first moved before the start (refused), then fixed.
    await page.getByRole('button', { name: 'Add Special' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Special' });
    await dialog.getByLabel('Item Name*').fill('Pumpkin Soup');
    await pickByKeyboard(page, 'Start Date', ['ArrowRight', 'ArrowRight', 'ArrowRight']);
    await expect(dialog.getByRole('button', { name: `Start Date: ${day(3)}` })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await pickByKeyboard(page, 'End Date', Array(6).fill('ArrowLeft'));
    await expect(dialog.getByRole('button', { name: `End Date: ${day(1)}` })).toBeVisible();
    const rangeError = dialog.getByText('End date must be on or after the start date');
    await expect(rangeError).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Special' }).click();
    await expect(dialog).toBeVisible();
    await expect(rangeError).toBeVisible();
    await expect(card(page, 'Pumpkin Soup')).toHaveCount(0);

    // ArrowDown moves a week: day 1 -> day 8.
    await pickByKeyboard(page, 'End Date', ['ArrowDown']);
    await expect(dialog.getByRole('button', { name: `End Date: ${day(8)}` })).toBeVisible();
    await expect(rangeError).toBeHidden();
    await dialog.getByLabel('Category').selectOption('Holiday Specials');
    await dialog.getByRole('button', { name: 'Save Special' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Added from ${day(3)} to ${day(8)}`)).toBeVisible();
    await expect(card(page, 'Pumpkin Soup').getByTestId('special-status')).toHaveText('Upcoming');
    await expect(card(page, 'Pumpkin Soup').getByTestId('special-dates')).toHaveText(
      `${day(3)} – ${day(8)}`,
    );

    // An expired special: ten days ago to three days ago.
    await page.getByRole('button', { name: 'Add Special' }).click();
    await dialog.getByLabel('Item Name*').fill('Summer Spritz');
    await pickByKeyboard(page, 'Start Date', ['ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']);
    await pickByKeyboard(page, 'End Date', Array(10).fill('ArrowLeft'));
    await expect(dialog.getByRole('button', { name: `Start Date: ${day(-10)}` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `End Date: ${day(-3)}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Special' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Summer Spritz').getByTestId('special-status')).toHaveText('Expired');

    // Ordered Active now, Upcoming, Expired, and still so after a reload.
    const order = ['Active now', 'Active now', 'Active now', 'Upcoming', 'Expired'];
    expect(await statuses(page)).toEqual(order);
    await page.reload();
    await expect(card(page, 'Summer Spritz')).toBeVisible();
    expect(await statuses(page)).toEqual(order);
    await expect(card(page, 'Pumpkin Soup')).toContainText('Holiday Specials');

    // Dates are optional: clearing the end makes the special open-ended.
    await page.getByRole('button', { name: 'Edit Pumpkin Soup' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Special' });
    await expect(edit.getByRole('button', { name: `Start Date: ${day(3)}` })).toBeVisible();
    await edit.getByRole('button', { name: `End Date: ${day(8)}` }).click();
    await page
      .getByRole('dialog', { name: 'End Date' })
      .getByRole('button', { name: 'Clear date' })
      .click();
    await expect(edit.getByRole('button', { name: 'End Date: Pick a date' })).toHaveText(
      'Pick a date',
    );
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await page.reload();
    await expect(card(page, 'Pumpkin Soup').getByTestId('special-dates')).toHaveText(
      `From ${day(3)}, no end date`,
    );
    await expect(card(page, 'Pumpkin Soup').getByTestId('special-status')).toHaveText('Upcoming');

    // Escape closes a picker without changing the date.
    await page.getByRole('button', { name: 'Edit Summer Spritz' }).click();
    await edit.getByRole('button', { name: /^Start Date: / }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Start Date' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Start Date' })).toBeHidden();
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('button', { name: `Start Date: ${day(-10)}` })).toBeFocused();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await expectNoHorizontalScroll(page);
  });
});
