import type { Locale } from './locale';

/**
 * Every sentence a change quiz is made of, per language. The generator (change-quiz-questions.ts)
 * words its questions with the English table; changeQuizIn words the same questions with another
 * language's, so the two can never ask different things. Dish names, prices and descriptions in
 * the questions and options are the menu's own words, passed in as printed.
 */
export type QuizWording = {
  /** 'Does the {dish} contain {allergen}?' */
  dishContains: (dish: string, allergen: string) => string;
  /** The fixed scale of answers, in ALLERGEN_ANSWERS' order: contains, may contain, free, not confirmed. */
  allergenScale: (allergen: string) => string[];
  newDishContains: (allergen: string) => string;
  newDishMayContain: (allergen: string) => string;
  whichIsNew: string;
  costNow: (dish: string) => string;
  /** 'Which dish's {allergens | price | description} changed?' */
  whichChanged: Record<'allergens' | 'price' | 'description', string>;
  descriptionNow: (dish: string) => string;
  nowTagged: (tag: string) => string;
  noLongerTagged: (tag: string) => string;
  noLongerAvailable: string;
  availableAgain: string;
  whichRemoved: string;
};

const EN: QuizWording = {
  dishContains: (dish, allergen) => `Does the ${dish} contain ${allergen}?`,
  allergenScale: (w) => [
    `Yes, it contains ${w}`,
    `It may contain traces of ${w}`,
    `No, it is free of ${w}`,
    'Not confirmed: ask the kitchen',
  ],
  newDishContains: (w) => `Which new dish contains ${w}?`,
  newDishMayContain: (w) => `Which new dish may contain traces of ${w}?`,
  whichIsNew: 'Which dish is new on the menu?',
  costNow: (dish) => `What does the ${dish} cost now?`,
  whichChanged: {
    allergens: "Which dish's allergens changed?",
    price: "Which dish's price changed?",
    description: "Which dish's description changed?",
  },
  descriptionNow: (dish) => `Which is the ${dish}'s description now?`,
  nowTagged: (tag) => `Which dish is now tagged ${tag}?`,
  noLongerTagged: (tag) => `Which dish is no longer tagged ${tag}?`,
  noLongerAvailable: 'Which dish is no longer available?',
  availableAgain: 'Which dish is available again?',
  whichRemoved: 'Which dish was removed from the menu?',
};

/**
 * Spanish that reads the same in Spain and the Americas: 'el menú' rather than 'la carta', and
 * 'el plato {dish}' so that no article has to guess a dish name's gender.
 */
const ES: QuizWording = {
  dishContains: (dish, allergen) => `¿El plato ${dish} contiene ${allergen}?`,
  allergenScale: (w) => [
    `Sí, contiene ${w}`,
    `Puede contener trazas de ${w}`,
    `No, está libre de ${w}`,
    'Sin confirmar: pregunta en cocina',
  ],
  newDishContains: (w) => `¿Qué plato nuevo contiene ${w}?`,
  newDishMayContain: (w) => `¿Qué plato nuevo puede contener trazas de ${w}?`,
  whichIsNew: '¿Qué plato es nuevo en el menú?',
  costNow: (dish) => `¿Cuánto cuesta ahora el plato ${dish}?`,
  whichChanged: {
    allergens: '¿Qué plato ha cambiado sus alérgenos?',
    price: '¿Qué plato ha cambiado de precio?',
    description: '¿Qué plato ha cambiado su descripción?',
  },
  descriptionNow: (dish) => `¿Cuál es ahora la descripción del plato ${dish}?`,
  nowTagged: (tag) => `¿Qué plato tiene ahora la etiqueta ${tag}?`,
  noLongerTagged: (tag) => `¿Qué plato ya no tiene la etiqueta ${tag}?`,
  noLongerAvailable: '¿Qué plato ya no está disponible?',
  availableAgain: '¿Qué plato vuelve a estar disponible?',
  whichRemoved: '¿Qué plato se ha retirado del menú?',
};

export const QUIZ_WORDING: Record<Locale, QuizWording> = { en: EN, es: ES };
