import type { Page } from '@playwright/test';
import {
  SESSION_KEY,
  handOver,
  raiseBurrataAndAdd,
  sendFirstMenu,
  staffPhone,
} from './change-loop-helpers';
import { expect, test, uniqueEmail } from './fixtures';
import { addStaff, answerInvitation, onboardManager, saveMenu, signUpStaff } from './menu-helpers';

const MESSAGE = 'Tonight: burrata price, sesame noodles';
/**
 * What a hand-over leaves on each device: its sign-in and its own language pick, so one person's
 * Spanish does not follow the data to the next phone.
 */
const DEVICE_ONLY = [SESSION_KEY, 'preshift.locale'];

/** The right option for each question this change set can produce, in either language. */
function rightAnswer(prompt: string): string {
  if (/Burrata/.test(prompt)) return '$18';
  if (/sesame|sésamo|new|nuevo/i.test(prompt)) return 'Sesame Noodles';
  throw new Error(`no answer known for "${prompt}"`);
}

type Words = { quiz: string; start: string; next: string; submit: string };
const ENGLISH: Words = {
  quiz: 'Quiz',
  start: 'Start quiz',
  next: 'Next',
  submit: 'Submit answers',
};
const SPANISH: Words = {
  quiz: 'Cuestionario',
  start: 'Empezar cuestionario',
  next: 'Siguiente',
  submit: 'Enviar respuestas',
};

/** Takes the update's quiz with the right answers; returns the prompts as they were shown. */
async function takeQuiz(update: ReturnType<Page['getByRole']>, words: Words) {
  await update.getByRole('button', { name: words.start }).click();
  const quiz = update.getByRole('region', { name: words.quiz, exact: true });
  const prompts: string[] = [];
  for (;;) {
    const group = quiz.getByRole('group');
    const prompt = (await group.locator('legend').innerText()).trim();
    prompts.push(prompt);
    await group.getByRole('radio', { name: rightAnswer(prompt), exact: true }).check();
    const submit = quiz.getByRole('button', { name: words.submit });
    if (await submit.isVisible()) {
      await submit.click();
      return prompts;
    }
    await quiz.getByRole('button', { name: words.next }).click();
  }
}

test('a team of an English and a Spanish speaker: each is briefed, quizzed and counted in their own language', async ({
  page,
  browser,
  externalRequests: _,
}, info) => {
  // One run drives the manager's desktop and two phones itself.
  test.skip(info.project.name === 'mobile', 'drives a desktop and two phone contexts itself');
  const ana = uniqueEmail('ana');
  const sam = uniqueEmail('sam');

  // Manager: a US restaurant; Sam (browser default) and Ana, whose language is set to Español.
  await onboardManager(page, 'Casa Loop');
  await addStaff(page, 'Sam Rivera', sam);
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const add = page.getByRole('dialog', { name: 'Add Staff Member' });
  await add.getByLabel('Name').fill('Ana Lopez');
  await add.getByLabel('Role').selectOption('Server');
  await add.getByLabel('Email').fill(ana);
  await add.getByLabel('Language').selectOption({ label: 'Español' });
  await add.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('row', { name: /Ana Lopez/ })).toContainText('Language: Español');
  const menuUrl = await sendFirstMenu(page, 'Sam Rivera');

  // A price up and a new dish that contains sesame, sent to both as one required update.
  await raiseBurrataAndAdd(page, menuUrl, {
    name: 'Sesame Noodles',
    price: '$14',
    allergen: 'Sesame',
  });
  await saveMenu(page);
  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('checkbox', { name: /Sam Rivera/ }).check();
  await page.getByRole('checkbox', { name: /Ana Lopez/ }).check();
  await page.getByRole('tab', { name: 'Message' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
  await page.getByRole('button', { name: 'Send Menu Update to Staff' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const sent = page.getByTestId('recent-notifications').getByRole('listitem').first();
  await expect(sent.getByTestId('ack-count')).toHaveText('0/2 ready');

  // Ana's phone (an English browser): once she joins, the app is in her language, Spanish.
  const anaPhone = await staffPhone(browser);
  await handOver(page, anaPhone, DEVICE_ONLY);
  await signUpStaff(anaPhone, ana, 'Ana Lopez');
  await answerInvitation(anaPhone, 'Casa Loop', 'Accept');
  await expect(anaPhone.getByRole('heading', { name: 'Mis avisos' })).toBeVisible();
  await expect(anaPhone.locator('html')).toHaveAttribute('lang', 'es');
  const anaUpdate = anaPhone.getByRole('listitem', { name: MESSAGE });
  await expect(anaUpdate.getByText('Obligatorio')).toBeVisible();
  await anaUpdate.getByRole('button', { name: 'Abrir aviso' }).click();
  const anaChanges = anaUpdate.getByRole('list', { name: 'Cambios' }).getByRole('listitem');
  // The allergen line first, sesame named by the US glossary; the dish as printed on the menu.
  await expect(anaChanges.first()).toHaveAccessibleName(
    'Cambio de alérgenos: Sesame Noodles - plato nuevo - $14 - contiene ajonjolí (sésamo)',
  );
  await expect(anaChanges.nth(1)).toHaveAccessibleName('Burrata - precio: $16 → $18');
  const confirm = anaUpdate.getByRole('button', { name: 'Confirmar lectura' });
  await expect(confirm).toBeDisabled();
  expect(await takeQuiz(anaUpdate, SPANISH)).toEqual([
    '¿Qué plato nuevo contiene ajonjolí (sésamo)?',
    '¿Cuánto cuesta ahora el plato Burrata?',
  ]);
  await expect(
    anaUpdate.getByRole('region', { name: 'Respuestas del cuestionario' }),
  ).toContainText('¿Cuánto cuesta ahora el plato Burrata? $18');
  await expect(anaUpdate.getByText('Cuestionario aprobado')).toBeVisible();
  await confirm.click();
  await expect(anaUpdate.getByText('Lectura confirmada')).toBeVisible();

  // Sam's phone: the same update in English.
  const samPhone = await staffPhone(browser);
  await handOver(anaPhone, samPhone, DEVICE_ONLY);
  await signUpStaff(samPhone, sam, 'Sam Rivera');
  await answerInvitation(samPhone, 'Casa Loop', 'Accept');
  await expect(samPhone.getByRole('heading', { name: 'My updates' })).toBeVisible();
  const samUpdate = samPhone.getByRole('listitem', { name: MESSAGE });
  await samUpdate.getByRole('button', { name: 'Open update' }).click();
  const samChanges = samUpdate.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(samChanges.first()).toHaveAccessibleName(
    'Allergen change: Sesame Noodles - new - $14 - contains sesame',
  );
  await expect(samChanges.nth(1)).toHaveAccessibleName('Burrata $16 → $18');
  expect(await takeQuiz(samUpdate, ENGLISH)).toEqual([
    'Which new dish contains sesame?',
    'What does the Burrata cost now?',
  ]);
  await samUpdate.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(samUpdate.getByText('Acknowledged')).toBeVisible();

  // The manager's readiness: both ready, nobody left to remind.
  await handOver(samPhone, page, DEVICE_ONLY);
  await page.goto('/settings');
  const after = page.getByTestId('recent-notifications').getByRole('listitem').first();
  await expect(after.getByTestId('ack-count')).toHaveText('2/2 ready');
  await after.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog', { name: MESSAGE });
  const acknowledged = detail.getByRole('region', { name: 'Acknowledged (2)' });
  await expect(acknowledged).toContainText('Ana Lopez');
  await expect(acknowledged).toContainText('Sam Rivera');
  await anaPhone.context().close();
  await samPhone.context().close();
});
