// Moroccan restaurant in Marseille: bold dish name and italic description on one line with the
// price at the right edge, small-caps headings, "€14,50" prices with a decimal comma.
import { section } from '../model.mjs';

export const riadMarrakech = {
  id: 'riad-marrakech',
  title: 'Riad Marrakech',
  tagline: 'Cuisine marocaine · Cours Julien, Marseille',
  cuisine: 'Moroccan',
  currency: 'EUR',
  split: 'tune',
  design: {
    layout: 'list',
    item: 'inline',
    heading: 'small-caps',
    font: 'serif',
    size: 14,
    theme: 'cream',
    page: 'A4',
    gap: 7,
  },
  formats: {
    pdf: {},
    docx: { style: 'inline', titleStyle: 'Title', sectionStyle: 'Heading1' },
    photo: { angle: 2.2 },
    txt: { style: 'inline', heading: 'plain', dash: '–' },
  },
  footer: 'Service compris. Tous nos plats sont halal.',
  sections: [
    section('Entrées', [
      ['Harira', '€7,50', 'tomato and lentil soup, chickpeas, coriander, dates', 'V'],
      ['Zaalouk', '€8,00', 'smoked aubergine, tomato, cumin, olive oil', 'VG'],
      ['Briouats au fromage', '€9,00', 'crisp warqa parcels, goat cheese, mint', 'V'],
      ['Pastilla au poulet', '€12,50', 'chicken, almonds, cinnamon, icing sugar'],
      ['Salade marocaine', '€7,00', 'tomato, cucumber, red onion, preserved lemon', 'VG'],
    ]),
    section('Tajines', [
      ['Tajine d’agneau aux pruneaux', '€22,00', 'lamb shoulder, prunes, toasted sesame'],
      ['Tajine de poulet au citron', '€19,50', 'preserved lemon, green olives, saffron'],
      ['Tajine de kefta', '€18,00', 'lamb meatballs, tomato, baked egg'],
      ['Tajine de poisson', '€21,00', 'sea bream, chermoula, peppers, potatoes'],
      ['Tajine de légumes', '€16,50', 'seven vegetables, ras el hanout', 'VG'],
    ]),
    section('Couscous', [
      ['Couscous royal', '€24,00', 'lamb, chicken, merguez, vegetable broth'],
      ['Couscous tfaya', '€20,00', 'caramelised onions, raisins, chicken'],
      ['Couscous aux sept légumes', '€16,00', 'chickpeas, turnip, squash, carrots', 'VG'],
    ]),
    section('Grillades', [
      ['Brochettes d’agneau', '€19,00', 'cumin salt, harissa, grilled bread'],
      ['Merguez grillées', '€16,00', 'spiced lamb sausages, fries, salad'],
      ['Méchoui', '€26,00', 'slow-roast lamb shoulder for one, cumin'],
    ]),
    section('Desserts', [
      ['Pastilla au lait', '€8,50', 'crisp pastry, orange-blossom custard, almonds', 'V'],
      ['Cornes de gazelle', '€6,50', 'almond paste crescents, three pieces', 'V'],
      ['Orange à la cannelle', '€6,00', 'sliced oranges, cinnamon, mint', 'VG'],
      ['Sfenj', '€6,50', 'warm doughnuts, honey', 'V'],
    ]),
    section('Thés & boissons', [
      ['Thé à la menthe', '€4,00', 'gunpowder tea, fresh mint, poured high'],
      ['Jus d’orange pressé', '€5,00'],
      ['Lait d’amande', '€5,50', 'almonds, orange blossom'],
      ['Café aux épices', '€3,50', 'cardamom, cinnamon, clove'],
    ]),
  ],
};
