import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { addStaff, onboardManager } from './menu-helpers';

/** A person in the directory: a table row on a desktop, a card on a phone. */
const person = (page: Page, name: string, mobile: boolean) =>
  mobile
    ? page.getByRole('list', { name: 'Staff directory' }).getByRole('listitem', { name })
    : page.getByRole('row', { name: new RegExp(name) });

const received = (page: Page, name: string, mobile: boolean, n: number) =>
  mobile
    ? expect(person(page, name, mobile)).toContainText(`${n} received`)
    : expect(person(page, name, mobile).getByRole('cell').nth(4)).toHaveText(String(n));

/** Up to the last click of a send to one person: the click is the caller's. */
async function readyToSend(page: Page, who: string, message: string) {
  await page.goto('/notifications');
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('checkbox', { name: new RegExp(who) }).check();
  await page.getByRole('tab', { name: 'Message' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  return page.getByRole('button', { name: 'Send Menu Update to Staff' });
}

test('two tabs at the same moment: an add and an edit both kept, two sends both stored and counted', async ({
  page,
  externalRequests: _,
}, info) => {
  test.setTimeout(90_000);
  const mobile = info.project.name === 'mobile';
  await onboardManager(page, 'Two Tabs');
  await addStaff(page, 'Sam Rivera', uniqueEmail('sam'));
  const other = await page.context().newPage();

  // Tab one adds Uma while tab two changes Sam's role; both dialogs are saved together.
  await page.goto('/staff');
  await other.goto('/staff');
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const add = page.getByRole('dialog', { name: 'Add Staff Member' });
  await add.getByLabel('Name').fill('Uma Chen');
  await add.getByLabel('Role').selectOption('Host');
  await add.getByLabel('Email').fill(uniqueEmail('uma'));
  await other.getByRole('button', { name: 'Edit Sam Rivera' }).click();
  const edit = other.getByRole('dialog', { name: 'Edit Staff Member' });
  await edit.getByLabel('Role').selectOption('Bartender');
  await Promise.all([
    add.getByRole('button', { name: 'Add Staff Member' }).click(),
    edit.getByRole('button', { name: 'Save Changes' }).click(),
  ]);
  await expect(add).toBeHidden();
  await expect(edit).toBeHidden();
  for (const tab of [page, other]) {
    await tab.reload();
    await expect(person(tab, 'Uma Chen', mobile)).toContainText('Host');
    await expect(person(tab, 'Sam Rivera', mobile)).toContainText('Bartender');
  }
  await received(page, 'Sam Rivera', mobile, 0);

  // Both tabs send Sam an update at the same moment: both are stored, and Sam counts two.
  const sendOne = await readyToSend(page, 'Sam Rivera', 'From the office');
  const sendTwo = await readyToSend(other, 'Sam Rivera', 'From the pass');
  await Promise.all([sendOne.click(), sendTwo.click()]);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(other).toHaveURL(/\/settings$/);
  await page.reload();
  const recent = page.getByTestId('recent-notifications');
  await expect(recent).toContainText('From the office');
  await expect(recent).toContainText('From the pass');
  await page.goto('/staff');
  await received(page, 'Sam Rivera', mobile, 2);
  await other.close();
});
