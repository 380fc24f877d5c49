import {
  handOver,
  raiseBurrataAndAdd,
  sendFirstMenu,
  staffPhone,
  takeQuiz,
} from './change-loop-helpers';
import { expect, test, uniqueEmail } from './fixtures';
import {
  addStaff,
  answerInvitation,
  onboardManager,
  saveMenu,
  sendUpdateTo,
  signUpStaff,
} from './menu-helpers';

test('a price change, a new dish with fish and a removed dish reach a phone; the quiz gates the acknowledgement; the manager sees who is ready', async ({
  page,
  browser,
  externalRequests: _,
}, info) => {
  // One run covers both devices: the manager's desktop and the staff member's phone.
  test.skip(info.project.name === 'mobile', 'drives a desktop and a phone context itself');
  test.setTimeout(120_000);
  const staffEmail = uniqueEmail('sam');

  // Manager (desktop): restaurant, Sam on the team, a saved menu, a first update.
  await onboardManager(page, 'Loop Bistro');
  await addStaff(page, 'Sam Rivera', staffEmail);
  const menuUrl = await sendFirstMenu(page, 'Sam Rivera');

  // A price up, a new dish with fish (confirmed), a dish removed; saved as the next version.
  await raiseBurrataAndAdd(page, menuUrl, {
    name: 'Halibut',
    price: '$34',
    description: 'Brown butter, capers',
    allergen: 'Fish',
  });
  await page.getByRole('button', { name: 'Remove Cod Croquettes' }).click();
  await saveMenu(page);

  // The notify screen shows the three changes with old → new, and the update must be required.
  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const items = page.getByRole('tabpanel', { name: 'Menu Items' });
  const learn = (list: string) => items.getByRole('list', { name: list });
  await expect(learn('New dishes')).toContainText('Halibut');
  await expect(learn('New dishes')).toContainText('contains fish');
  await expect(learn('Price changes')).toContainText(/Burrata\W+\$16 → \$18/);
  await expect(learn('Removed')).toContainText('Cod Croquettes');
  const required = page.getByRole('switch', { name: 'Required' });
  await expect(required).toBeChecked();
  await expect(required).toBeDisabled();
  await sendUpdateTo(page, 'Sam Rivera', 'Tonight: halibut, burrata price, no croquettes');
  const sent = page.getByTestId('recent-notifications').getByRole('listitem').first();
  await expect(sent.getByTestId('ack-count')).toHaveText('0/1 ready');
  await expect(sent.getByRole('button', { name: /^Remind/ })).toBeVisible();

  // Staff (phone): joins, opens the update, reads the changes.
  // The phone's clock is ours to move: a failed attempt on a short quiz makes the next wait.
  const phone = await staffPhone(browser, { clock: true });
  await handOver(page, phone);
  await signUpStaff(phone, staffEmail, 'Sam Rivera');
  await answerInvitation(phone, 'Loop Bistro', 'Accept');
  const update = phone.getByRole('listitem', {
    name: 'Tonight: halibut, burrata price, no croquettes',
  });
  await expect(update.getByText('Required')).toBeVisible();
  await update.getByRole('button', { name: 'Open update' }).click();
  const changes = update.getByRole('list', { name: 'Changes' });
  const rows = changes.getByRole('listitem');
  await expect(rows.first()).toContainText('Halibut - new - $34 - contains fish');
  await expect(changes).toContainText('Burrata $16 → $18');
  await expect(changes).toContainText('Removed: Cod Croquettes');
  await expect(changes).toContainText('Brown butter, capers');

  // An allergen changed: Acknowledge waits for a passed quiz; a wrong answer is rejected.
  const acknowledgeButton = update.getByRole('button', { name: 'Acknowledge' });
  await expect(acknowledgeButton).toBeDisabled();
  await update.getByRole('button', { name: 'Start quiz' }).click();
  await takeQuiz(phone, true);
  // Only how many were right, never which; a quiz of two gives one attempt, then a wait.
  await expect(update.getByText(/^Not yet: 1 of 2 right\.$/)).toBeVisible();
  await expect(
    update.getByText(/^Read the changes again\. Your next attempt opens at/),
  ).toBeVisible();
  await expect(acknowledgeButton).toBeDisabled();
  await update.getByRole('button', { name: 'Close quiz' }).click();
  const startQuiz = update.getByRole('button', { name: 'Start quiz' });
  await expect(startQuiz).toBeDisabled();
  await phone.clock.fastForward('10:05');
  await expect(startQuiz).toBeEnabled();
  await startQuiz.click();
  await takeQuiz(phone, false);
  // The answers, now that the quiz is passed.
  await expect(update.getByRole('region', { name: 'Quiz answers' })).toContainText('Burrata');
  await expect(update.getByText('Quiz passed')).toBeVisible();
  await expect(acknowledgeButton).toBeEnabled();
  await acknowledgeButton.click();
  await expect(update.getByText('Acknowledged')).toBeVisible();

  // Manager: 1/1 ready, nobody left to remind.
  await handOver(phone, page);
  await page.goto('/settings');
  const after = page.getByTestId('recent-notifications').getByRole('listitem').first();
  await expect(after.getByTestId('ack-count')).toHaveText('1/1 ready');
  await expect(after.getByRole('button', { name: /^Remind/ })).toHaveCount(0);
  await phone.context().close();
});
