// English gastropub: single column with dot leaders, headings in mixed case distinguished by size
// and weight only, pound prices, and a service-charge footer.
import { section } from '../model.mjs';

export const crownArms = {
  id: 'crown-arms',
  title: 'The Crown & Arms',
  tagline: 'Free house · Kitchen open 12 – 9pm',
  cuisine: 'British gastropub',
  currency: 'GBP',
  split: 'holdout',
  design: {
    layout: 'list',
    item: 'leaders',
    heading: 'plain',
    font: 'serif',
    size: 15,
    theme: 'white',
    page: 'A4',
    multiPage: true,
    gap: 9,
  },
  formats: {
    pdf: {},
    docx: { style: 'leaders', titleStyle: 'Title', sectionStyle: 'Heading2' },
    photo: { angle: 1.7, dim: 0.78 },
  },
  footer:
    'A discretionary service charge of 12.5% will be added to your bill. Please speak to a member of staff about allergens.',
  sections: [
    section('Nibbles', [
      ['Sourdough & Whipped Butter', '£4.50', null, 'V'],
      ['Pork Crackling & Apple Sauce', '£4.00'],
      ['Nocellara Olives', '£4.25', null, 'VG'],
      ['Scotch Egg', '£7.00', 'black pudding, piccalilli'],
    ]),
    section('Starters', [
      ['Soup of the Day', '£7.50', 'crusty bread', 'V'],
      ['Chicken Liver Parfait', '£8.50', 'red onion chutney, toasted brioche'],
      ['Potted Brown Shrimp', '£10.50', 'mace butter, watercress'],
      ['Heritage Beetroot', '£8.00', 'goat’s curd, hazelnuts', 'V'],
      ['Salt Cod Fritters', '£9.00', 'lemon aioli'],
    ]),
    section('Mains', [
      ['Beer-Battered Haddock', '£17.50', 'chips, mushy peas, tartare sauce'],
      ['Steak & Ale Pie', '£18.00', 'mash, buttered greens, gravy'],
      ['Crown Burger', '£16.50', 'Ogleshield, bacon jam, chips'],
      ['Bangers & Mash', '£15.50', 'Cumberland sausages, onion gravy'],
      ['Pan-Roasted Hake', '£21.00', 'crushed potatoes, mussels, samphire'],
      ['Wild Mushroom Risotto', '£15.00', 'aged parmesan, truffle', 'V'],
      ['28-Day Aged Sirloin', '£29.00', 'chips, watercress, peppercorn sauce'],
    ]),
    section('Sunday Roasts', [
      ['Roast Sirloin of Beef', '£22.00', 'Yorkshire pudding, roast potatoes, gravy'],
      ['Roast Pork Belly', '£19.50', 'crackling, apple sauce'],
      ['Nut Roast', '£16.50', 'all the trimmings', 'VG'],
    ]),
    section('Sides', [
      ['Triple-Cooked Chips', '£4.75', null, 'VG'],
      ['Cauliflower Cheese', '£5.50', null, 'V'],
      ['Buttered Greens', '£4.50', null, 'V'],
    ]),
    section('Puddings', [
      ['Sticky Toffee Pudding', '£7.50', 'clotted cream'],
      ['Bramley Apple Crumble', '£7.00', 'custard'],
      ['Eton Mess', '£7.00'],
      ['British Cheeseboard', '£11.00', 'three cheeses, chutney, oatcakes'],
    ]),
  ],
};
