// Ramen shop: three columns, typed letter-spaced headings ("R A M E N"), UPPERCASE bowl names,
// toppings priced in their own section, "$16" prices pushed right.
import { section } from '../model.mjs';

export const tonkotsuRamen = {
  id: 'tonkotsu-ramen',
  title: 'Menya Tonkotsu',
  tagline: '18-hour pork bone broth · Noodles made in house',
  cuisine: 'Ramen shop',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'list',
    columns: 3,
    item: 'right',
    heading: 'spaced',
    font: 'sans',
    headFont: 'sans',
    size: 15,
    theme: 'white',
    page: 'Letter landscape',
    gap: 8,
  },
  formats: { pdf: {}, png: {}, photo: { angle: -1.9 } },
  sections: [
    section('Ramen', [
      ['TONKOTSU', '$16', 'rich pork broth, chashu, ajitama, kikurage, scallion'],
      ['BLACK GARLIC TONKOTSU', '$17', 'burnt garlic oil, chashu, egg'],
      ['SPICY MISO', '$17', 'miso tare, ground pork, chili, corn, bean sprouts'],
      ['SHOYU', '$15', 'chicken and dashi broth, menma, nori'],
      ['SHIO YUZU', '$16', 'clear chicken broth, yuzu, chicken chashu'],
      ['VEGAN MISO', '$15', 'kombu-shiitake broth, tofu, greens', 'VG'],
      ['TSUKEMEN', '$18', 'thick dipping noodles, concentrated broth'],
    ]),
    section('Toppings', [
      ['AJITAMA EGG', '$2.50'],
      ['EXTRA CHASHU', '$4'],
      ['KAEDAMA NOODLES', '$3'],
      ['CORN BUTTER', '$2'],
      ['SPICY BOMB', '$1.50'],
    ]),
    section('Small Plates', [
      ['GYOZA', '$8', 'pork and cabbage, five pieces'],
      ['KARAAGE', '$10', 'fried chicken, spicy mayo'],
      ['TAKOYAKI', '$9', 'octopus balls, bonito'],
      ['CHASHU BUN', '$6', 'pork belly, hoisin, cucumber'],
      ['EDAMAME', '$5', null, 'VG'],
    ]),
    section('Rice', [
      ['CHASHU DON', '$9', 'torched pork over rice'],
      ['CURRY RICE', '$11', 'Japanese curry, pickles', 'V'],
    ]),
    section('Drinks', [
      ['SAPPORO DRAFT', '$7'],
      ['YUZU SODA', '$5'],
      ['RAMUNE', '$4'],
      ['GREEN TEA', '$3'],
    ]),
  ],
};
