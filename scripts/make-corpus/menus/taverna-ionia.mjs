// Greek island taverna: single column, prices pushed right without leaders, headings in
// mixed case that stand out only by size and weight, "€9.50" prices.
import { section } from '../model.mjs';

export const tavernaIonia = {
  id: 'taverna-ionia',
  title: 'Taverna Ionia',
  tagline: 'By the harbour, Lefkada · Fish from our own boat',
  cuisine: 'Greek taverna',
  currency: 'EUR',
  split: 'holdout',
  design: {
    layout: 'list',
    item: 'right',
    heading: 'plain',
    font: 'dejavu-sans',
    size: 14,
    theme: 'white',
    page: 'A4',
    gap: 9,
  },
  formats: {
    pdf: {},
    docx: { style: 'spaced', titleStyle: 'Title', sectionStyle: 'Heading1', spaces: 8 },
    txt: { style: 'dash', heading: 'plain' },
  },
  sections: [
    section('Dips', [
      ['Tzatziki', '€5.00', 'yoghurt, cucumber, garlic, dill', 'V'],
      ['Melitzanosalata', '€5.50', 'smoked aubergine', 'VG'],
      ['Fava Santorinis', '€6.00', 'yellow split pea purée, capers, red onion', 'VG'],
      ['Tirokafteri', '€5.50', 'spicy whipped feta', 'V'],
      ['Taramosalata', '€5.50', 'white cod roe'],
    ]),
    section('Cold Starters', [
      ['Horiatiki', '€9.50', 'village salad, tomato, cucumber, olives, feta', 'V'],
      ['Dakos', '€8.00', 'barley rusk, grated tomato, mizithra', 'V'],
      ['Marinated Anchovies', '€8.50', 'lemon, parsley, olive oil'],
    ]),
    section('Hot Starters', [
      ['Saganaki', '€8.00', 'fried kefalograviera, lemon', 'V'],
      ['Spanakopita', '€7.50', 'spinach and feta pie', 'V'],
      ['Keftedakia', '€8.50', 'fried meatballs, mint'],
      ['Kolokithokeftedes', '€7.50', 'courgette fritters', 'V'],
      ['Grilled Octopus', '€15.00', 'vinegar, oregano, fava'],
      ['Kalamarakia', '€12.50', 'fried baby squid'],
    ]),
    section('Mains', [
      ['Moussaka', '€13.50', 'aubergine, potato, spiced lamb, béchamel'],
      ['Lamb Kleftiko', '€18.00', 'slow-baked in parchment with potatoes'],
      ['Souvlaki Pork', '€11.50', 'two skewers, pita, chips, tzatziki'],
      ['Gemista', '€11.00', 'stuffed tomatoes and peppers with rice and herbs', 'VG'],
      ['Stifado', '€16.50', 'beef stew with baby onions and cinnamon'],
      ['Catch of the Day', '€58.00 per kg', 'grilled whole, ladolemono'],
    ]),
    section('Sweets', [
      ['Baklava', '€5.50', 'walnut, honey syrup', 'V'],
      ['Galaktoboureko', '€6.00', 'semolina custard in filo', 'V'],
      ['Greek Yoghurt', '€5.00', 'thyme honey, walnuts', 'V'],
    ]),
  ],
};
