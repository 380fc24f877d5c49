import type { MenuType } from '@/domain/parsed-menu';
import { TRAINING_TYPES } from '@/domain/training';
import type { TrainingOptions } from './training-options';

/**
 * System prompts spell out the exact JSON shape we validate against, because a model that
 * is told the shape needs far fewer rejections and fallbacks than one left to guess.
 */
export const MENU_PARSE_SYSTEM_PROMPT = `You convert restaurant menus into structured JSON.
Return ONLY one JSON object, no prose, with exactly this shape:
{
  "menuData": {
    "categories": [
      {
        "id": "category-1",
        "name": "Section name as printed, e.g. Starters",
        "description": "optional section note",
        "addOns": ["add-on or deal line as printed, e.g. \\"Add bacon 2.5\\", \\"2 for £10\\""],
        "items": [
          {
            "id": "item-1",
            "name": "Dish or drink name",
            "description": "description as printed, or empty string",
            "price": "price exactly as printed, as a string, e.g. \\"$14.99\\", \\"MP\\", \\"$9 glass / $32 bottle\\"",
            "ingredients": ["ingredient", "..."],
            "allergens": ["e.g. gluten, dairy, nuts, shellfish, eggs, soy, fish"],
            "dietary": ["e.g. vegetarian, vegan, gluten-free"],
            "available": true
          }
        ]
      }
    ]
  },
  "metadata": {
    "restaurantName": "name if printed, else \\"unknown\\"",
    "menuType": "food | wine | cocktail",
    "lastUpdated": "ISO 8601 timestamp",
    "totalItems": 0
  }
}
Rules:
- Keep every item in its printed section and order; ids are unique ("category-N", "item-N").
- price is always a string copied as printed; use "" when no price is printed.
- Add-on, extra and deal lines ("Add bacon 2.5", "+ ADD: halloumi £4.95", "2 for £10") are not
  items: list them, as printed, in addOns of the section they are printed under.
- Only list ingredients, allergens and dietary marks the menu states or that are unmistakable.
- Ignore addresses, phone numbers, opening hours, gratuity and health notices.
- totalItems is the number of items in all categories.`;

export function buildMenuParseUserMessage(menuType: MenuType, content: string): string {
  return `Menu type: ${menuType}\n\nMenu content:\n${content}`;
}

/**
 * With page images: the images are the menu; the OCR text is only a hint (it may misread prices
 * or merge columns), given in reading order so the model can check names against it.
 */
export function buildMenuImageUserMessage(menuType: MenuType, ocrHint: string): string {
  return (
    `Menu type: ${menuType}\n\nThe menu is in the attached page images, in page order. ` +
    'Read every item from the images. Text recognised on the pages (may contain errors; use it ' +
    `only to check spelling):\n${ocrHint}`
  );
}

export const TRAINING_SYSTEM_PROMPT = `You write staff training modules for restaurant front-of-house teams.
Base every fact on the menu you are given; never invent dishes, prices or ingredients.
Return ONLY one JSON object, no prose, with exactly this shape:
{
  "modules": [
    {
      "title": "Short module title",
      "type": "one of: ${TRAINING_TYPES.join(', ')}",
      "content": "Plain-text training content (no HTML), naming real menu items",
      "quizQuestions": [
        {
          "question": "Question text",
          "options": ["option A", "option B", "option C", "option D"],
          "correctAnswer": 0,
          "explanation": "Why the correct option is right, citing the menu"
        }
      ]
    }
  ]
}
Rules:
- Produce one module per requested training type, using that type value.
- Every quiz question has exactly 4 distinct options; correctAnswer is the 0-based index of the one true option.
- When quizzes are not requested, use an empty quizQuestions array.`;

export function buildTrainingUserMessage(options: TrainingOptions): string {
  const quiz = options.includeQuizzes
    ? `${options.quizCount} quiz questions per module, ${options.quizDifficulty} difficulty`
    : 'no quizzes';
  return [
    `Menu type: ${options.menuTypes.join(', ')}`,
    `Menu style: ${options.menuStyle}`,
    `Detail level: ${options.detailLevel}`,
    `Training types: ${options.trainingTypes.join(', ')}`,
    `Quizzes: ${quiz}`,
    `Source: ${options.sourceType}`,
    '',
    'Menu content:',
    options.menuText,
  ].join('\n');
}
