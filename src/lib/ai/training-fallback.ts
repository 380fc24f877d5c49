import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import type { QuizQuestion, TrainingModule } from '@/domain/training';
import {
  categoryFacts,
  cookedWithWineFacts,
  descriptionFacts,
  glassFacts,
  ingredientFacts,
  itemNoun,
  menuEntries,
  priceFacts,
  soldByGlass,
  tagFacts,
  type MenuEntry,
} from './menu-facts';
import { offlineParse } from './offline-menu';
import { interleave, pickQuestions } from './quiz-builder';
import type { TrainingOptions } from './training-options';

type FallbackOptions = Pick<
  TrainingOptions,
  'includeQuizzes' | 'quizCount' | 'sourceType' | 'menuText' | 'menuTypes'
>;

/** Keeps module text readable; the full menu is still one click away in the editor. */
const MAX_LISTED_ITEMS = 60;

/**
 * The spec's two fallback modules, written from the actual menu rather than canned text, so staff
 * still get real training when no model is configured or the model fails.
 */
export function buildTrainingFallback(
  options: FallbackOptions,
  menu?: ParsedMenu,
): TrainingModule[] {
  const menuType: MenuType = menu?.metadata.menuType ?? options.menuTypes?.[0] ?? 'food';
  const source = menu ?? offlineParse(options.menuText ?? '', menuType);
  const entries = menuEntries(source);
  const noun = itemNoun(menuType);
  const sourceUrl = options.sourceType === 'url' ? ('menu_url' as const) : null;

  const wineFacts = interleave([
    menuType === 'food' ? cookedWithWineFacts(entries, noun) : glassFacts(entries, noun),
    priceFacts(entries),
    categoryFacts(entries),
  ]);
  const ingredientFactsPool = interleave([
    ingredientFacts(entries, noun),
    tagFacts(entries, 'dietary', noun),
    tagFacts(entries, 'allergens', noun),
    descriptionFacts(entries, noun),
  ]);

  const used = new Set<string>();
  const count = Math.max(1, options.quizCount ?? 3);
  // Borrow from the other module's facts only when this module's own facts run out.
  const winePool = [...wineFacts, ...ingredientFactsPool];
  const ingredientPool = [...ingredientFactsPool, ...wineFacts];
  // One question each first, then top up: on a small menu the first module must not use up every
  // fact and leave the second without a quiz: with quizzes on, each module gets at least one question.
  const wineQuiz = pickQuestions(winePool, 1, used);
  const ingredientQuiz = pickQuestions(ingredientPool, 1, used);
  wineQuiz.push(...pickQuestions(winePool, count - wineQuiz.length, used));
  ingredientQuiz.push(...pickQuestions(ingredientPool, count - ingredientQuiz.length, used));
  const quiz = (questions: QuizQuestion[]) => (options.includeQuizzes ? questions : undefined);

  return [
    {
      title: 'Wine Pairing Fundamentals',
      type: 'wine_pairings',
      content: wineContent(entries, menuType),
      quizQuestions: quiz(wineQuiz),
      sourceUrl,
    },
    {
      title: 'Menu Ingredient Knowledge',
      type: 'ingredient_knowledge',
      content: ingredientContent(entries),
      quizQuestions: quiz(ingredientQuiz),
      sourceUrl,
    },
  ];
}

const EMPTY_NOTE =
  'No menu items could be read from the source. Add the full menu text and generate again to get item-by-item training.';

function itemLine(e: MenuEntry): string {
  const price = e.price ? ` (${e.price})` : '';
  const description = e.description ? `: ${e.description}` : '';
  const dietary = e.dietary.length ? ` [${e.dietary.join(', ')}]` : '';
  return `- ${e.name}${price}${description}${dietary}`;
}

function listed(entries: MenuEntry[]): string[] {
  const lines = entries.slice(0, MAX_LISTED_ITEMS).map(itemLine);
  if (entries.length > MAX_LISTED_ITEMS) {
    lines.push(`- ...and ${entries.length - MAX_LISTED_ITEMS} more items on the full menu`);
  }
  return lines;
}

/** Keyword rules of thumb; suggestions only, never used as quiz answers. */
const PAIRING_RULES: Array<[RegExp, string]> = [
  [
    /steak|beef|lamb|venison|short rib|burger|duck|brisket/i,
    'a structured red such as Cabernet Sauvignon, Malbec or Syrah',
  ],
  [
    /fish|salmon|tuna|cod|halibut|mussel|oyster|clam|shrimp|prawn|scallop|crab|lobster|octopus|squid/i,
    'a crisp white such as Sauvignon Blanc, Albariño or Muscadet',
  ],
  [
    /spic|chili|chile|curry|jalape|sriracha|harissa/i,
    'an off-dry white such as Riesling or Gewürztraminer',
  ],
  [
    /chocolate|cake|tart|ice cream|brûlée|brulee|mousse|pie|cheesecake/i,
    "a dessert wine such as Sauternes, Moscato d'Asti or Port",
  ],
  [
    /chicken|pork|mushroom|truffle|risotto|cream|butter/i,
    'a medium-bodied red or rich white such as Pinot Noir or oaked Chardonnay',
  ],
  [/salad|vegetable|tomato|goat|chèvre|herb|green/i, 'a bright white or dry rosé'],
];

function pairingFor(e: MenuEntry): string {
  const text = `${e.name} ${e.description} ${e.ingredients.join(' ')}`;
  const rule = PAIRING_RULES.find(([pattern]) => pattern.test(text));
  return rule ? rule[1] : 'a versatile sparkling wine or dry rosé, or ask the sommelier';
}

function wineContent(entries: MenuEntry[], menuType: MenuType): string {
  const basics = [
    'Pairing basics:',
    '- Match weight with weight: rich dishes with fuller wines, delicate dishes with lighter ones.',
    '- Acidic wines cut through fat and salt; sweet wines need desserts at least as sweet.',
    '- Tannic reds suit red meat; spicy food is calmer with lower alcohol and a touch of sweetness.',
    '- Always offer a taste when a guest is unsure, and mention the by-the-glass options.',
  ];
  if (!entries.length) return [...basics, '', EMPTY_NOTE].join('\n');
  if (menuType === 'food') {
    const suggestions = entries
      .slice(0, MAX_LISTED_ITEMS)
      .map((e) => `- ${e.name}${e.price ? ` (${e.price})` : ''}: suggest ${pairingFor(e)}.`);
    return [...basics, '', 'Suggested pairings for our dishes:', ...suggestions].join('\n');
  }
  const glass = entries.filter((e) => soldByGlass(e.price)).map((e) => e.name);
  return [
    ...basics,
    '',
    `Our ${menuType === 'wine' ? 'wine list' : 'drinks'}:`,
    ...listed(entries),
    '',
    glass.length
      ? `Poured by the glass: ${glass.join('; ')}.`
      : 'No by-the-glass pours are listed.',
  ].join('\n');
}

function ingredientContent(entries: MenuEntry[]): string {
  const intro = [
    'Know every item: what it is, what is in it and what it costs.',
    'When a guest mentions an allergy, confirm with the kitchen before ordering, every time.',
  ];
  if (!entries.length) return [...intro, '', EMPTY_NOTE].join('\n');
  const sections: string[] = [];
  for (const category of [...new Set(entries.map((e) => e.category))]) {
    sections.push('', category, ...listed(entries.filter((e) => e.category === category)));
  }
  const tags = [...new Set(entries.flatMap((e) => e.dietary.map((d) => d.toLowerCase())))];
  const dietary = tags.map(
    (tag) =>
      `- ${tag}: ${entries
        .filter((e) => e.dietary.some((d) => d.toLowerCase() === tag))
        .map((e) => e.name)
        .join(', ')}`,
  );
  const allergens = entries
    .filter((e) => e.allergens.length)
    .map((e) => `- ${e.name}: ${e.allergens.join(', ')}`);
  return [
    ...intro,
    ...sections,
    ...(dietary.length ? ['', 'Dietary quick reference:', ...dietary] : []),
    ...(allergens.length ? ['', 'Allergens stated on the menu:', ...allergens] : []),
  ].join('\n');
}
