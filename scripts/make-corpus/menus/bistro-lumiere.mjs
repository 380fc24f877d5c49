// Parisian bistro: two columns under a centred title, small-caps headings, prices as "12,50 €",
// a full-width footer under the columns.
import { section } from '../model.mjs';

export const bistroLumiere = {
  id: 'bistro-lumiere',
  title: 'Bistrot Lumière',
  tagline: 'Cuisine de marché · 14 rue des Martyrs, Paris 9e',
  cuisine: 'French bistro',
  currency: 'EUR',
  split: 'holdout',
  design: {
    layout: 'list',
    columns: 2,
    item: 'right',
    heading: 'small-caps',
    font: 'dejavu-serif',
    size: 14,
    theme: 'paper',
    page: 'A4',
  },
  formats: { pdf: {}, docx: { style: 'tabs', titleStyle: 'Title' }, photo: {} },
  footer: 'Prix nets, service compris · Liste des allergènes disponible sur demande',
  sections: [
    section('Entrées', [
      ['Œuf mayonnaise', '7,50 €', 'œufs fermiers, mayonnaise maison, ciboulette'],
      ['Soupe à l’oignon gratinée', '9 €', 'bouillon de bœuf, croûton, comté'],
      ['Poireaux vinaigrette', '8,50 €', 'noisettes torréfiées, moutarde à l’ancienne'],
      ['Terrine de campagne', '10 €', 'cornichons, pain de seigle'],
      ['Six escargots de Bourgogne', '12,50 €', 'beurre persillé, ail'],
      ['Tartare de thon', '14 €', 'avocat, citron vert, sésame'],
    ]),
    section('Plats', [
      ['Steak frites', '24 €', 'entrecôte 250 g, sauce au poivre, frites maison'],
      ['Confit de canard', '22 €', 'pommes sarladaises, salade frisée'],
      ['Bœuf bourguignon', '21 €', 'carottes, lardons, purée au beurre'],
      ['Filet de bar', '26 €', 'fenouil braisé, beurre blanc'],
      ['Blanquette de veau', '23 €', 'riz pilaf, champignons de Paris'],
      ['Risotto aux cèpes', '19,50 €', 'parmesan, huile de truffe', 'V'],
      ['Hachis Parmentier', '18 €', 'salade verte'],
    ]),
    section('Fromages', [
      ['Assiette de trois fromages', '11 €', 'selon arrivage, confiture de cerises noires'],
      ['Saint-Marcellin rôti', '9 €', 'miel, thym'],
    ]),
    section('Desserts', [
      ['Crème brûlée à la vanille', '8 €'],
      ['Mousse au chocolat', '8 €', 'chocolat noir 70 %'],
      ['Tarte Tatin', '9,50 €', 'crème crue d’Isigny'],
      ['Île flottante', '8,50 €', 'pralines roses'],
      ['Profiteroles', '10 €', 'sauce chocolat chaude'],
    ]),
    section('Vins au verre', [
      ['Côtes du Rhône, Domaine Gramenon', '7 €'],
      ['Muscadet sur lie', '6,50 €'],
      ['Saint-Joseph rouge', '9 €'],
      ['Crémant de Loire', '8 €'],
    ]),
  ],
};
