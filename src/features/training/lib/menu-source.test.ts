import { describe, expect, it } from 'vitest';
import type { MenuItem, SavedMenu } from '@/domain/menu';
import { sampleMenus } from '@/domain/seeds/sample-menus';
import { buildTrainingFallback } from '@/lib/ai';
import { assertTrue } from '@/testing/ai/quiz-truth';
import { menuItem } from '@/testing/fixtures';
import { parsedMenuToText, savedMenuToParsedMenu } from './menu-source';

/** The prompt text for a saved menu, as the training screen builds it. */
const promptText = (m: SavedMenu) => parsedMenuToText(savedMenuToParsedMenu(m), m.name);

const dinner = sampleMenus(new Date('2026-01-10T12:00:00Z')).find((m) => m.id === 'sample-dinner')!;

const item = (name: string, extra: Partial<MenuItem> = {}) =>
  menuItem({ id: `id-${name || 'blank'}`, name, ...extra });

describe('savedMenuToParsedMenu', () => {
  it('groups items into categories in editor order and keeps every stated fact', () => {
    const menu = savedMenuToParsedMenu(dinner, 'Test Kitchen');
    expect(menu.metadata).toEqual({
      restaurantName: 'Test Kitchen',
      menuType: 'food',
      lastUpdated: dinner.lastSaved,
      totalItems: dinner.items.length,
    });
    const editorOrder = [...new Set(dinner.items.map((i) => i.category))];
    expect(menu.menuData.categories.map((c) => c.name)).toEqual(editorOrder);
    const burrata = menu.menuData.categories[0]!.items[0]!;
    expect(burrata).toMatchObject({
      name: 'Burrata',
      price: '$16',
      dietary: ['vegetarian'],
      allergens: ['dairy', 'gluten'],
    });
  });

  it('skips items without a name, which the parsed-menu schema would reject', () => {
    const menu = savedMenuToParsedMenu({ ...dinner, items: [item('Soup'), item('  ')] });
    expect(menu.metadata.totalItems).toBe(1);
    expect(menu.metadata.restaurantName).toBe('unknown');
  });
});

describe('parsedMenuToText', () => {
  it('writes one line per item with price, description and marks, under its section', () => {
    const text = promptText({
      ...dinner,
      name: 'Supper',
      items: [
        item('Tart', {
          description: 'Apple, <b>cream</b>',
          dietary: ['vegetarian'],
          allergens: ['gluten'],
        }),
        item('Fish', { price: '', available: false, category: 'Sea' }),
      ],
    });
    expect(text).toBe(
      [
        'Supper (food menu)',
        '',
        'Mains',
        '- Tart ($10): Apple, <b>cream</b> [dietary: vegetarian; allergens: gluten]',
        '',
        'Sea',
        '- Fish [currently unavailable]',
      ].join('\n'),
    );
  });

  it('gives the built-in generator quizzes whose answers are true of the chosen menu', () => {
    const menu = savedMenuToParsedMenu(dinner);
    const modules = buildTrainingFallback(
      {
        includeQuizzes: true,
        quizCount: 3,
        sourceType: 'menu',
        menuTypes: ['food'],
        menuText: promptText(dinner),
      },
      menu,
    );
    const questions = modules.flatMap((m) => m.quizQuestions ?? []);
    expect(questions.length).toBeGreaterThanOrEqual(2);
    for (const q of questions) assertTrue(q, menu);
  });

  it('gives both fallback modules a question even for a two-item menu', () => {
    // Regression: the wine module used to take every fact and leave the other without a quiz.
    const tiny = {
      ...dinner,
      items: [item('Duck Confit', { price: '$29' }), item('Steak Frites', { price: '$31' })],
    };
    const menu = savedMenuToParsedMenu(tiny);
    const modules = buildTrainingFallback(
      {
        includeQuizzes: true,
        quizCount: 3,
        sourceType: 'menu',
        menuTypes: ['food'],
        menuText: promptText(tiny),
      },
      menu,
    );
    expect(modules.map((m) => m.quizQuestions?.length)).toEqual([1, 1]);
    for (const q of modules.flatMap((m) => m.quizQuestions ?? [])) assertTrue(q, menu);
  });
});
