// São Paulo churrascaria: two columns of centred items with the price right after the name,
// small-caps headings, "R$ 89,90" prices; the rodízio is a single price per person.
import { section } from '../model.mjs';

export const churrascariaGaucha = {
  id: 'churrascaria-gaucha',
  title: 'Churrascaria Gaúcha',
  tagline: 'Rodízio e à la carte · Vila Madalena, São Paulo',
  cuisine: 'Brazilian churrascaria',
  currency: 'BRL',
  split: 'tune',
  design: {
    layout: 'centered',
    item: 'after',
    columns: 2,
    heading: 'small-caps',
    font: 'serif',
    headFont: 'serif',
    size: 14,
    theme: 'noir',
    page: 'Letter',
    gap: 10,
    rule: true,
  },
  formats: {
    pdf: {},
    png: {},
    photo: { angle: -2.6 },
    docx: { style: 'inline', titleStyle: 'Title', sectionStyle: 'Heading2' },
  },
  footer: 'Taxa de serviço de 10% não incluída.',
  sections: [
    section('Rodízio', [
      ['Rodízio completo', 'R$ 159,90', 'all the meats carved at the table, salad bar'],
      ['Rodízio almoço', 'R$ 119,90', 'weekday lunch, until 3pm'],
      ['Buffet de saladas', 'R$ 79,90', 'salad bar and hot dishes only', 'V'],
    ]),
    section('Entradas', [
      ['Pão de queijo', 'R$ 24,90', 'cheese bread, six pieces', 'V'],
      ['Coxinha', 'R$ 29,90', 'chicken croquettes, catupiry'],
      ['Pastel de feira', 'R$ 27,90', 'beef or cheese, sugarcane vinegar'],
      ['Linguiça toscana', 'R$ 34,90', 'grilled pork sausage, farofa'],
      ['Mandioca frita', 'R$ 22,90', 'fried cassava, garlic', 'VG'],
    ]),
    section('Cortes na brasa', [
      ['Picanha', 'R$ 129,90', 'rump cap, rock salt, 400 g'],
      ['Fraldinha', 'R$ 98,90', 'flank steak, chimichurri'],
      ['Costela no bafo', 'R$ 89,90', 'beef ribs, twelve hours'],
      ['Cordeiro', 'R$ 119,90', 'lamb chops, mint'],
      ['Frango com coração', 'R$ 64,90', 'chicken thighs and hearts'],
      ['Maminha', 'R$ 94,90', 'tri-tip, garlic butter'],
    ]),
    section('Acompanhamentos', [
      ['Farofa de bacon', 'R$ 18,90', 'toasted cassava flour, bacon'],
      ['Arroz biro-biro', 'R$ 21,90', 'rice, egg, bacon, potato straws'],
      ['Feijão tropeiro', 'R$ 23,90', 'beans, kale, sausage'],
      ['Vinagrete', 'R$ 12,90', 'tomato, onion, vinegar', 'VG'],
      ['Banana frita', 'R$ 14,90', 'fried banana, cinnamon', 'VG'],
    ]),
    section('Sobremesas', [
      ['Pudim de leite', 'R$ 22,90', 'condensed-milk flan'],
      ['Brigadeiros', 'R$ 19,90', 'four chocolate truffles'],
      ['Abacaxi grelhado', 'R$ 18,90', 'grilled pineapple, cinnamon', 'VG'],
    ]),
    section('Bebidas', [
      ['Caipirinha', 'R$ 32,90', 'cachaça, lime, sugar'],
      ['Guaraná Antarctica', 'R$ 8,90'],
      ['Chopp Brahma', 'R$ 14,90', '300 ml'],
      ['Suco de maracujá', 'R$ 12,90'],
    ]),
  ],
};
