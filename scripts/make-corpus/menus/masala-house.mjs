// British curry house: a long two-column menu that runs onto a second page, dietary marks in
// brackets, pound prices, and an allergen notice as a full-width footer.
import { section } from '../model.mjs';

export const masalaHouse = {
  id: 'masala-house',
  title: 'Masala House',
  tagline: 'Indian Restaurant & Takeaway · Est. 1994',
  cuisine: 'Indian',
  currency: 'GBP',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 2,
    item: 'leaders',
    heading: 'caps',
    font: 'serif',
    size: 15,
    theme: 'cream',
    page: 'A4',
    multiPage: true,
  },
  formats: {
    pdf: {},
    docx: { style: 'leaders', titleStyle: 'Heading1', sectionStyle: 'Heading2' },
    photo: { angle: -1.4 },
  },
  footer:
    'Please tell us about any allergies before ordering. Dishes may contain nuts. (V) vegetarian (VG) vegan (GF) gluten free. A discretionary 10% service charge is added to tables of six or more.',
  sections: [
    section('Starters', [
      ['Onion Bhaji', '£5.50', 'crisp gram-flour fritters, tamarind chutney', 'VG'],
      ['Vegetable Samosa', '£5.25', 'spiced potato and peas', 'VG'],
      ['Chicken Tikka', '£7.50', 'charcoal grilled, mint yoghurt', 'GF'],
      ['Lamb Seekh Kebab', '£7.95', 'minced lamb, ginger, green chilli'],
      ['Amritsari Fish', '£8.50', 'carom-spiced fried haddock'],
      ['Papdi Chaat', '£6.25', 'crisp wafers, chickpeas, yoghurt, chutneys', 'V'],
      ['King Prawn Puri', '£8.95', 'tangy prawns on fried bread'],
    ]),
    section('Tandoor', [
      ['Tandoori Chicken', '£12.50', 'half chicken on the bone', 'GF'],
      ['Lamb Chops', '£17.95', 'four chops, kashmiri chilli marinade', 'GF'],
      ['Paneer Shashlik', '£11.95', 'peppers, onion, tomato', 'V, GF'],
      ['Tandoori King Prawns', '£18.50', 'garlic, lime, ajwain', 'GF'],
      ['Mixed Grill', '£19.95', 'tikka, seekh kebab, lamb chop, prawn'],
    ]),
    section('House Curries', [
      ['Chicken Tikka Masala', '£12.95', 'creamy tomato and fenugreek sauce'],
      ['Butter Chicken', '£12.95', 'mild, buttery makhani gravy'],
      ['Lamb Rogan Josh', '£13.95', 'kashmiri chilli, fennel, cardamom', 'GF'],
      ['Chicken Jalfrezi', '£12.50', 'peppers, onions, fresh green chilli'],
      ['Lamb Saag', '£13.95', 'spinach, garlic, ginger', 'GF'],
      ['Goan Fish Curry', '£14.50', 'coconut, kokum, curry leaf', 'GF'],
      ['Chicken Madras', '£12.25', 'hot, dry red chillies, tamarind'],
      ['Lamb Dhansak', '£13.50', 'lentils, pineapple, sweet and sour'],
      ['Prawn Balti', '£14.95', 'cooked and served in the balti pan'],
    ]),
    section('Biryani', [
      ['Chicken Biryani', '£13.95', 'basmati layered with saffron, served with raita'],
      ['Lamb Biryani', '£14.95', 'slow-cooked dum style'],
      ['Vegetable Biryani', '£11.95', 'seasonal vegetables, fried onions', 'V'],
    ]),
    section('Vegetarian', [
      ['Chana Masala', '£8.95', 'chickpeas, tomato, dried mango', 'VG'],
      ['Tarka Dal', '£7.95', 'yellow lentils, cumin, garlic', 'VG, GF'],
      ['Dal Makhani', '£8.50', 'black lentils simmered overnight', 'V, GF'],
      ['Saag Paneer', '£9.50', 'spinach, cottage cheese', 'V, GF'],
      ['Bombay Aloo', '£7.50', 'potatoes, mustard seed', 'VG'],
      ['Bhindi Bhaji', '£7.95', 'okra, onion, amchur', 'VG'],
      ['Baingan Bharta', '£8.25', 'smoked aubergine', 'VG'],
    ]),
    section('Rice & Breads', [
      ['Steamed Basmati', '£3.50', null, 'VG'],
      ['Pilau Rice', '£3.95', null, 'V'],
      ['Mushroom Rice', '£4.50', null, 'V'],
      ['Plain Naan', '£3.25', null, 'V'],
      ['Garlic & Coriander Naan', '£3.75', null, 'V'],
      ['Peshwari Naan', '£4.25', 'coconut, almond, sultana', 'V'],
      ['Tandoori Roti', '£2.95', null, 'VG'],
      ['Laccha Paratha', '£3.95', null, 'V'],
    ]),
    section('Sundries', [
      ['Poppadoms & Chutney Tray', '£3.50', null, 'V'],
      ['Cucumber Raita', '£2.95', null, 'V'],
      ['Mango Chutney', '£1.50', null, 'VG'],
    ]),
    section('Desserts', [
      ['Gulab Jamun', '£5.50', 'warm milk dumplings, rose syrup', 'V'],
      ['Mango Kulfi', '£5.25', null, 'V, GF'],
      ['Gajar Halwa', '£5.95', 'carrot pudding, pistachio', 'V'],
    ]),
  ],
};
