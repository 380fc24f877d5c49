// London Turkish grill (ocakbaşı): three columns on a landscape page under a centred title,
// "£12.50" prices with leaders, and a full-width footer across all columns.
import { section } from '../model.mjs';

export const istanbulOcakbasi = {
  id: 'istanbul-ocakbasi',
  title: 'Istanbul Ocakbaşı',
  tagline: 'Charcoal grill · Dalston',
  cuisine: 'Turkish',
  currency: 'GBP',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 3,
    item: 'leaders',
    heading: 'caps',
    font: 'serif',
    headFont: 'sans',
    size: 14,
    theme: 'white',
    page: 'A4 landscape',
    gap: 7,
  },
  formats: {
    pdf: {},
    docx: { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading1' },
    photo: { angle: -0.9 },
  },
  footer:
    'All grills are served with rice or bulgur, salad and bread. An optional 12.5% service charge will be added to your bill.',
  sections: [
    section('Cold Meze', [
      ['Hummus', '£5.50', null, 'VG'],
      ['Cacık', '£5.00', 'yoghurt, cucumber, mint', 'V'],
      ['Ezme', '£5.50', 'spicy tomato and pepper', 'VG'],
      ['Patlıcan Salatası', '£6.00', 'smoked aubergine', 'VG'],
      ['Tarama', '£5.50'],
      ['Mixed Cold Meze', '£12.50', 'selection for two'],
    ]),
    section('Hot Meze', [
      ['Sigara Böreği', '£6.50', 'feta filo rolls', 'V'],
      ['Falafel', '£6.00', null, 'VG'],
      ['Hellim', '£7.00', 'grilled halloumi', 'V'],
      ['Sucuk', '£7.50', 'spicy beef sausage'],
      ['İçli Köfte', '£7.50', 'bulgur shells, minced lamb'],
      ['Kalamar', '£8.50'],
    ]),
    section('Grills', [
      ['Adana Kebab', '£16.50', 'hand-minced lamb, chilli'],
      ['Chicken Şiş', '£15.50'],
      ['Lamb Şiş', '£17.50'],
      ['Lamb Ribs', '£18.50'],
      ['Chicken Wings', '£14.00'],
      ['Beyti', '£18.00', 'wrapped in lavash, yoghurt, tomato sauce'],
      ['İskender', '£18.50', 'döner over bread, yoghurt, butter'],
      ['Mixed Grill', '£24.50'],
      ['Mixed Grill for Two', '£46.00'],
    ]),
    section('Pide & Lahmacun', [
      ['Lahmacun', '£5.50', 'thin flatbread, spiced mince'],
      ['Kıymalı Pide', '£12.50'],
      ['Kaşarlı Pide', '£11.50', null, 'V'],
      ['Sucuklu Yumurtalı Pide', '£13.50'],
    ]),
    section('Desserts', [
      ['Künefe', '£8.50', 'allow 15 minutes'],
      ['Baklava', '£6.50'],
      ['Sütlaç', '£5.50', 'baked rice pudding'],
    ]),
    section('Drinks', [
      ['Ayran', '£3.00'],
      ['Turkish Tea', '£2.00'],
      ['Turkish Coffee', '£3.50'],
      ['Efes Pilsen', '£5.50'],
      ['Rakı (single)', '£7.00'],
    ]),
  ],
};
