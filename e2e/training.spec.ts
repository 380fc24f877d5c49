import type { Page } from '@playwright/test';
import { startAiStub } from './ai-stub';
import { expect, expectNoHorizontalScroll, expectNoA11yViolations, test } from './fixtures';
import { onboardManager } from './menu-helpers';

/** The sample Dinner menu every new restaurant gets: its items and prices. */
const DINNER = [
  'Burrata',
  'Crispy Calamari',
  'Little Gem Caesar',
  'Roasted Beet Salad',
  'Braised Short Rib',
  'Pan-Seared Salmon',
  'Wild Mushroom Risotto',
  'Grilled Chicken',
  'Hand-Cut Fries',
  '$16',
  '$15',
  '$14',
  '$13',
  '$34',
  '$29',
  '$24',
  '$8',
  '$7',
];

const STUB_MODULES = {
  modules: [
    {
      title: 'Pairing the Dinner Menu',
      type: 'wine_pairings',
      content:
        'Match weight with weight.\n\n- **Braised Short Rib** loves a structured red.\n- Burrata wants a crisp white.',
      quizQuestions: [
        {
          question: 'Which wine suits the Braised Short Rib?',
          options: ['Barolo', 'Muscadet', 'Moscato', 'Prosecco'],
          correctAnswer: 0,
          explanation: 'Tannic reds stand up to braised beef.',
        },
        {
          question: 'What suits a delicate dish?',
          options: ['A heavy red', 'A light white', 'Port', 'Whisky'],
          correctAnswer: 1,
          explanation: 'Match weight with weight.',
        },
      ],
    },
    {
      title: 'Dietary Questions at the Table',
      type: 'dietary_restrictions',
      content: 'The Hand-Cut Fries are vegan.',
      quizQuestions: [
        {
          question: 'Which side is vegan?',
          options: ['Hand-Cut Fries', 'Burrata', 'Caesar', 'Calamari'],
          correctAnswer: 0,
          explanation: 'The fries are marked vegan.',
        },
      ],
    },
  ],
};

const newModules = (page: Page) => page.getByRole('list', { name: 'New modules' });
const savedModules = (page: Page) => page.getByRole('list', { name: 'Saved modules' });

const checkA11y = (page: Page) => expectNoA11yViolations(page, 'training');

test.describe('staff training', () => {
  test('AI stub: generate, read, take a quiz and see the score; invalid JSON falls back', async ({
    page,
    externalRequests: _,
  }) => {
    const stub = await startAiStub(JSON.stringify(STUB_MODULES));
    try {
      await onboardManager(page);
      await page.goto('/training');
      await page.getByRole('button', { name: 'AI assistant' }).click();
      await page.getByLabel('API key').fill('sk-test-123');
      await page.getByLabel('Base URL').fill(stub.baseURL);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/Training is written by 127\.0\.0\.1/)).toBeVisible();

      await page.getByRole('button', { name: 'Generate Training' }).click();
      const card = newModules(page).getByRole('listitem', { name: 'Pairing the Dinner Menu' });
      await expect(card).toBeVisible();
      await expect(card.getByText('Wine pairings')).toBeVisible();
      await expect(
        newModules(page)
          .getByRole('listitem', { name: 'Dietary Questions at the Table' })
          .getByText('Dietary restrictions'),
      ).toBeVisible();
      const call = stub.requests.at(-1)!;
      expect(call.path).toBe('/v1/chat/completions');
      expect(call.body).toMatchObject({
        temperature: 0.7,
        max_tokens: 4000,
        response_format: { type: 'json_object' },
      });
      expect(JSON.stringify(call.body.messages)).toContain('Braised Short Rib ($34)');

      await page.getByRole('button', { name: 'Read Pairing the Dinner Menu' }).click();
      const article = page.getByRole('article', { name: 'Pairing the Dinner Menu' });
      await expect(article.getByRole('listitem').first()).toHaveText(
        'Braised Short Rib loves a structured red.',
      );

      await page.getByRole('button', { name: 'Take the quiz' }).click();
      await expect(page.getByText('Question 1 of 2')).toBeVisible();
      await page.getByRole('radio', { name: 'Barolo' }).check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(page.getByText('Correct!')).toBeVisible();
      await expect(page.getByText('Tannic reds stand up to braised beef.')).toBeVisible();
      await page.getByRole('button', { name: 'Next question' }).click();
      await page.getByRole('radio', { name: 'A heavy red' }).check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(page.getByText('Incorrect. The correct answer is: A light white')).toBeVisible();
      await page.getByRole('button', { name: 'See your score' }).click();
      await expect(page.getByText('You scored 1 of 2')).toBeVisible();

      stub.reply('this is not json');
      await page.getByRole('button', { name: 'Back to modules' }).click();
      await page.getByRole('button', { name: 'Regenerate' }).click();
      await expect(
        page.getByText('AI generation failed: used the built-in generator'),
      ).toBeVisible();
      await expect(
        newModules(page).getByRole('listitem', { name: 'Wine Pairing Fundamentals' }),
      ).toBeVisible();
    } finally {
      await stub.close();
    }
  });

  test('without a key: menu-derived fallback quizzes; a saved module survives a reload; delete', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page);
    await page.goto('/training');
    await expect(
      page.getByText('No AI key is configured: the built-in generator will be used.'),
    ).toBeVisible();
    await page.getByLabel('Menu to use').selectOption({ label: 'Dinner (9 items, sample)' });
    await page.getByRole('button', { name: 'Generate Training' }).click();
    await expect(newModules(page).getByRole('listitem')).toHaveCount(2);
    await expect(
      newModules(page).getByRole('listitem', { name: 'Wine Pairing Fundamentals' }),
    ).toBeVisible();
    // The page is checked without the toast (the audit checks toasts). Sonner pauses a toast
    // under the pointer, so the pointer moves away first.
    await page.mouse.move(0, 0);
    await expect(page.getByText('Training ready')).toBeHidden();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Take quiz: Menu Ingredient Knowledge' }).click();
    for (let i = 1; i <= 3; i++) {
      await expect(page.getByText(`Question ${i} of 3`)).toBeVisible();
      // Question and options together name a real item or price of the Dinner menu.
      const asked = await page.getByRole('group').innerText();
      expect(
        DINNER.some((fact) => asked.includes(fact)),
        asked,
      ).toBe(true);
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(
        page.getByText(/^(Correct!|Incorrect\. The correct answer is: .+)$/),
      ).toBeVisible();
      await page.getByRole('button', { name: i < 3 ? 'Next question' : 'See your score' }).click();
    }
    await expect(page.getByText(/^You scored [0-3] of 3$/)).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Back to modules' }).click();

    await page.getByRole('button', { name: 'Save Menu Ingredient Knowledge' }).click();
    await expect(page.getByText('Module saved')).toBeVisible();
    await page.reload();
    const saved = savedModules(page).getByRole('listitem', { name: 'Menu Ingredient Knowledge' });
    await expect(saved).toBeVisible();
    await expect(saved.getByText('Ingredient knowledge', { exact: true })).toBeVisible();
    await saved.getByRole('button', { name: 'Read Menu Ingredient Knowledge' }).click();
    await expect(
      page
        .getByRole('article', { name: 'Menu Ingredient Knowledge' })
        .getByText(/Burrata \(\$16\)/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back to modules' }).click();

    await page.getByRole('button', { name: 'Delete Menu Ingredient Knowledge' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this module?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No saved modules yet.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByText('No saved modules yet.', { exact: false })).toBeVisible();
  });

  test('menu URL: a page the browser can read is used; one it cannot gives a clear error', async ({
    page,
    externalRequests: _,
  }) => {
    await page.route('http://127.0.0.1:4999/menu.html', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*' },
        body: '<html><body><h1>MAINS</h1><p>Duck Confit $29</p><p>Cherry jus, gluten-free</p><p>Steak Frites $31</p></body></html>',
      }),
    );
    await onboardManager(page);
    await page.goto('/training');
    await page.getByRole('radio', { name: 'Menu URL' }).check();
    // Nothing listens on port 4998: the browser's fetch fails like a CORS refusal would.
    await page.getByLabel('Menu page URL').fill('http://127.0.0.1:4998/menu');
    await page.getByRole('button', { name: 'Generate Training' }).click();
    await expect(
      page.getByText('Could not fetch that URL from the browser. Paste the menu text instead.'),
    ).toBeVisible();

    await page.getByLabel('Menu page URL').fill('http://127.0.0.1:4999/menu.html');
    await page.getByRole('button', { name: 'Generate Training' }).click();
    const card = newModules(page).getByRole('listitem', { name: 'Menu Ingredient Knowledge' });
    await expect(card.getByText('From a menu URL')).toBeVisible();
    await card.getByRole('button', { name: 'Read Menu Ingredient Knowledge' }).click();
    await expect(page.getByRole('article').getByText(/Duck Confit \(\$29\)/)).toBeVisible();
  });
});
