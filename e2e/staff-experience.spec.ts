import { expect, test, uniqueEmail } from './fixtures';
import {
  addStaff,
  answerInvitation,
  generateTraining,
  logOut,
  onboardManager,
  signUpStaff,
  uploadAndSave,
} from './menu-helpers';

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus
Mushroom Risotto (V) ........ $21`;

test.describe('staff experience (local mode)', () => {
  test('a manager adds a staff e-mail and sends an update; staff sees, acknowledges; the manager sees the count', async ({
    page,
    externalRequests: _,
  }, info) => {
    const mobile = info.project.name === 'mobile';
    const managerEmail = uniqueEmail('boss');
    const staffEmail = uniqueEmail('sam');

    // Manager: restaurant, a staff member with Sam's e-mail, a saved menu, an update.
    await page.goto('/onboarding');
    await page.getByLabel('Restaurant Name').fill('Team Table');
    await page.getByLabel('Email').fill(managerEmail);
    await page.getByLabel('Password').fill('manager-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await addStaff(page, 'Sam Rivera', staffEmail);

    await page.goto('/upload');
    await page.getByLabel('Or paste your menu text').fill(MENU);
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(page).toHaveURL(/\/menu-editor$/);
    await page.getByRole('button', { name: 'Send to Staff' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await page.getByRole('tab', { name: 'Message' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Two new mains tonight');
    await page.getByRole('button', { name: 'Send Menu Update to Staff' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const sent = page.getByTestId('recent-notifications').getByRole('listitem').first();
    // Sam only: the eight sample people are never preselected (ADR 0026).
    await expect(sent.getByTestId('ack-count')).toHaveText('0/1 ready');
    await logOut(page, mobile);

    // Staff: signs up with that e-mail on this (phone or desktop) viewport.
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Full Name').fill('Sam Rivera');
    await page.getByLabel('Email').fill(staffEmail);
    await page.getByLabel('Password').fill('staff-pass-1');
    await page.getByRole('radio', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/my-updates$/);
    await expect(page.getByRole('heading', { name: 'My updates' })).toBeVisible();
    // Nothing of the restaurant shows until the person says they work there.
    await expect(page.getByRole('tab')).toHaveCount(0);
    await answerInvitation(page, 'Team Table', 'Accept');
    await expect(page.getByText('Sam Rivera · Team Table')).toBeVisible();
    const update = page.getByRole('listitem', { name: 'Two new mains tonight' });
    await expect(update.getByText('Unread')).toBeVisible();
    await expect(update).toContainText('Roast Chicken');
    await update.getByRole('button', { name: 'Got it' }).click();
    await expect(update.getByText('Acknowledged')).toBeVisible();
    await expect(update.getByText('Unread')).toHaveCount(0);

    // Staff can browse the menu with search and filters, and see today's specials.
    await page.getByRole('tab', { name: 'Menu' }).click();
    await page.getByLabel('Search the menu').fill('risotto');
    await expect(page.getByRole('listitem', { name: 'Mushroom Risotto' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Roast Chicken' })).toHaveCount(0);
    // The manager's sample specials are not the restaurant's: staff never see them.
    await page.getByRole('tab', { name: 'Specials' }).click();
    await expect(page.getByText('No specials running today.')).toBeVisible();

    // Manager pages are closed to staff.
    for (const path of ['/settings', '/staff', '/menus', '/notifications']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/my-updates$/);
    }
    await page.reload();
    await expect(
      page.getByRole('listitem', { name: 'Two new mains tonight' }).getByText('Acknowledged'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // Manager signs back in and sees the acknowledgement, with who has not.
    await page.getByLabel('Email').fill(managerEmail);
    await page.getByLabel('Password').fill('manager-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.goto('/my-updates');
    await expect(page).toHaveURL(/\/settings$/);
    const first = page.getByTestId('recent-notifications').getByRole('listitem').first();
    await expect(first.getByTestId('ack-count')).toHaveText('1/1 ready');
    await first.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: 'Two new mains tonight' });
    await expect(detail.getByRole('region', { name: 'Acknowledged (1)' })).toContainText(
      'Sam Rivera',
    );
    await expect(detail.getByRole('region', { name: 'Not acknowledged yet (0)' })).toContainText(
      'Everyone has seen it.',
    );
    await expect(detail.getByText('Maria Garcia')).toHaveCount(0);
  });

  test('a staff account nobody invited is told how to get invited', async ({
    page,
    externalRequests: _,
  }) => {
    const email = uniqueEmail('stranger');
    await page.goto('/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('staff-pass-1');
    await page.getByRole('radio', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/my-updates$/);
    await expect(page.getByRole('heading', { name: 'You are not on a team yet' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('an invited e-mail becomes an active team member when that person signs up', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page, 'Invite Inn');
    const email = uniqueEmail('invitee');
    await page.goto('/staff');
    await page
      .getByLabel(/invite/i)
      .first()
      .fill(email);
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Invitation Sent')).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('preshift.session'));
    await page.goto('/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('staff-pass-1');
    await page.getByRole('radio', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/my-updates$/);
    await answerInvitation(page, 'Invite Inn', 'Accept');
    await expect(page.getByText(/ · Invite Inn$/)).toBeVisible();
    await expect(
      page.getByText('No updates yet. New menu changes will appear here.'),
    ).toBeVisible();
  });

  test('a second restaurant listing the same e-mail is an invitation the person can decline', async ({
    page,
    externalRequests: _,
  }, info) => {
    const mobile = info.project.name === 'mobile';
    const email = uniqueEmail('shared');
    await onboardManager(page, 'Alpha Cafe');
    await addStaff(page, 'Robin Lee', email);
    await logOut(page, mobile);
    const beta = uniqueEmail('beta-boss');
    await page.goto('/onboarding');
    await page.getByLabel('Restaurant Name').fill('Beta Bar');
    await page.getByLabel('Email').fill(beta);
    await page.getByLabel('Password').fill('beta-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await addStaff(page, 'Robin Lee', email);
    await logOut(page, mobile);

    await signUpStaff(page, email);
    await expect(page.getByRole('region', { name: 'Join Beta Bar?' })).toBeVisible();
    await answerInvitation(page, 'Alpha Cafe', 'Accept');
    await answerInvitation(page, 'Beta Bar', 'Decline');
    await page.reload();
    await expect(page.getByText('Robin Lee · Alpha Cafe')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Join / })).toHaveCount(0);
    await expect(page.getByLabel('Restaurant')).toHaveCount(0);
    await logOut(page, mobile);

    // Beta's manager sees the answer, not the person's account.
    await page.getByLabel('Email').fill(beta);
    await page.getByLabel('Password').fill('beta-pass-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.goto('/staff');
    await expect(
      page.getByRole(mobile ? 'listitem' : 'row', { name: /Robin Lee/ }).getByText('Declined'),
    ).toBeVisible();
  });

  test('a person on two teams picks which one they are looking at, and the choice is kept', async ({
    page,
    externalRequests: _,
  }, info) => {
    const mobile = info.project.name === 'mobile';
    const email = uniqueEmail('twoteams');
    await onboardManager(page, 'Lunch Place');
    await addStaff(page, 'Kai Moss', email);
    await logOut(page, mobile);
    await onboardManager(page, 'Dinner Place');
    await addStaff(page, 'Kai Moss', email);
    await logOut(page, mobile);

    await signUpStaff(page, email);
    await answerInvitation(page, 'Lunch Place', 'Accept');
    await answerInvitation(page, 'Dinner Place', 'Accept');
    const picker = page.getByLabel('Restaurant');
    await expect(picker).toHaveValue(/.+/);
    await expect(page.getByText('Kai Moss · Lunch Place')).toBeVisible();
    await picker.selectOption({ label: 'Dinner Place' });
    await expect(page.getByText('Kai Moss · Dinner Place')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Kai Moss · Dinner Place')).toBeVisible();
  });

  test('a staff quiz is scored by the backend; the answers come only with the score', async ({
    page,
    externalRequests: _,
  }, info) => {
    const email = uniqueEmail('quizzer');
    await onboardManager(page, 'Quiz Kitchen');
    await uploadAndSave(page, MENU);
    await addStaff(page, 'Ada Quinn', email);
    await page.goto('/training');
    await generateTraining(page);
    const fresh = page.getByRole('list', { name: 'New modules' }).getByRole('listitem').first();
    const title = (await fresh.getAttribute('aria-label'))!;
    await fresh.getByRole('button', { name: `Save ${title}` }).click();
    await expect(
      page.getByRole('list', { name: 'Saved modules' }).getByRole('listitem', { name: title }),
    ).toBeVisible();
    await logOut(page, info.project.name === 'mobile');

    await signUpStaff(page, email);
    await answerInvitation(page, 'Quiz Kitchen', 'Accept');
    await page.getByRole('tab', { name: 'Training' }).click();
    const card = page.getByRole('listitem', { name: title });
    await expect(card.getByText('Not taken yet')).toBeVisible();
    await card.getByRole('button', { name: 'Take quiz' }).click();
    // Answer every question; nothing says right or wrong until the attempt is handed in.
    while (await page.getByRole('button', { name: 'Next question' }).isVisible()) {
      await page.getByRole('radio').first().check();
      await expect(page.getByText(/^(Correct|Incorrect)/)).toHaveCount(0);
      await page.getByRole('button', { name: 'Next question' }).click();
    }
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Hand in answers' }).click();
    const score = page.getByText(/^You scored \d+ of \d+$/);
    await expect(score).toBeVisible();
    const [, got, of] = (await score.innerText()).match(/(\d+) of (\d+)/)!;
    await expect(page.getByText(/^(Correct: |Incorrect\. The correct answer is: )/)).toHaveCount(
      Number(of),
    );
    await page.getByRole('button', { name: 'Back to modules' }).click();
    await expect(card.getByText(`Your best: ${got}/${of}`)).toBeVisible();
  });
});
