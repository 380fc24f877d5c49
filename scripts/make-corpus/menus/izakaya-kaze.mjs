// Tokyo-style izakaya: three columns on a landscape page, uppercase headings, yen prices
// ("¥1,200"), short or no descriptions.
import { section } from '../model.mjs';

export const izakayaKaze = {
  id: 'izakaya-kaze',
  title: 'IZAKAYA KAZE',
  tagline: 'Small plates, skewers & sake · Open late',
  cuisine: 'Japanese izakaya',
  currency: 'JPY',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 3,
    item: 'right',
    heading: 'caps',
    font: 'sans',
    headFont: 'sans',
    size: 14,
    theme: 'white',
    page: 'A4 landscape',
    gap: 7,
    splitSections: true, // sections run on into the next column, headings are not repeated
  },
  formats: { pdf: {}, png: {}, photo: {} },
  sections: [
    section('Otsumami', [
      ['Edamame', '¥480', 'sea salt', 'VG'],
      ['Hiyayakko', '¥520', 'chilled tofu, ginger, bonito'],
      ['Kyuri Asazuke', '¥450', 'quick-pickled cucumber', 'VG'],
      ['Tako Wasabi', '¥580'],
      ['Shiokara', '¥600', 'fermented squid'],
    ]),
    section('Kushiyaki', [
      ['Negima', '¥320', 'thigh & leek, tare'],
      ['Tsukune', '¥380', 'chicken meatball, egg yolk'],
      ['Kawa', '¥280', 'crispy skin, salt'],
      ['Tebasaki', '¥350', 'wings, salt & pepper'],
      ['Butabara', '¥360', 'pork belly'],
      ['Shiitake', '¥300', null, 'VG'],
      ['Gyutan', '¥680', 'beef tongue, lemon'],
    ]),
    section('Agemono', [
      ['Karaage', '¥780', 'fried chicken thigh, kewpie'],
      ['Agedashi Tofu', '¥650', 'dashi, grated daikon', 'V'],
      ['Ebi Tempura', '¥980', 'tiger prawns, tentsuyu'],
      ['Korokke', '¥550', 'crab cream croquette'],
    ]),
    section('Sashimi', [
      ['Maguro', '¥1,200', 'lean bluefin'],
      ['Sake', '¥1,050', 'salmon'],
      ['Hamachi', '¥1,150', 'yellowtail'],
      ['Moriawase', '¥2,800', 'chef’s selection, 5 kinds'],
    ]),
    section('Shime', [
      ['Yaki Onigiri', '¥420', 'grilled rice ball, soy'],
      ['Ochazuke', '¥680', 'salmon, green tea broth'],
      ['Yakisoba', '¥850'],
    ]),
    section('Nomimono', [
      ['Nama Beer', '¥650', 'Sapporo draft, medium'],
      ['Highball', '¥550', 'Kakubin whisky & soda'],
      ['Umeshu Soda', '¥600'],
      ['Junmai Sake', '¥900', '180 ml, hot or cold'],
      ['Shochu Oolong-hai', '¥550'],
      ['Calpis Soda', '¥380'],
    ]),
  ],
};
