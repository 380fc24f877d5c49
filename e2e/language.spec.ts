import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, smallTouchTargets, test } from './fixtures';
import { onboardManager } from './menu-helpers';

const phone = (project: string) => project === 'mobile';

/** The language picker where the signed-in frame has it: the header, or the phone's drawer. */
async function pickerInFrame(page: Page, project: string, openMenu: string) {
  if (phone(project)) {
    await page.getByRole('button', { name: openMenu }).click();
    return page.getByRole('dialog').getByRole('combobox');
  }
  return page.getByRole('banner').getByRole('combobox');
}

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the sign-in page is in Spanish, and the picker switches it to English', async ({
    page,
    externalRequests: _,
  }, info) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByLabel('Contraseña')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoA11yViolations(page, '/auth in Spanish');
    if (phone(info.project.name)) expect(await smallTouchTargets(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});

test('a manager picks Español in the app frame, and it stays after a reload', async ({
  page,
  externalRequests: _,
}, info) => {
  await onboardManager(page, 'Idioma Bistro');
  await expect(page.getByRole('heading', { name: 'Menu Management' })).toBeVisible();

  const picker = await pickerInFrame(page, info.project.name, 'Open menu');
  await expect(picker).toHaveAccessibleName('Language');
  if (phone(info.project.name)) expect(await smallTouchTargets(page)).toEqual([]);
  await expectNoA11yViolations(page, 'the picker in the app frame');
  await picker.selectOption({ label: 'Español' });
  if (phone(info.project.name)) {
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Panel' })).toBeVisible();
    await page.keyboard.press('Escape');
  }

  const spanishDashboard = async () => {
    await expect(page.getByRole('heading', { name: 'Gestión de menús' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gestión del personal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subir menú' }).first()).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'Cerrar sesión' })
        .or(page.getByRole('button', { name: 'Abrir menú' })),
    ).toBeVisible();
  };
  await spanishDashboard();

  await page.reload();
  await spanishDashboard();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Panel · Preshift');
});
