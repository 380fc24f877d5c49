// Munich beer hall: two columns, small-caps German headings, prices with a decimal comma and
// no currency sign, beers in two sizes ("0,5 l / 1 l"), and roast pork sold by weight.
import { section } from '../model.mjs';

export const bierhalle = {
  id: 'bierhalle',
  title: 'Bierhalle am Viktualienmarkt',
  tagline: 'Bayerische Schmankerl · Bier vom Fass',
  intro: 'Alle Preise in Euro inkl. MwSt. · Bier: 0,5 l / 1 l',
  cuisine: 'German beer hall',
  currency: 'EUR',
  split: 'holdout',
  design: {
    layout: 'list',
    columns: 2,
    item: 'leaders',
    heading: 'small-caps',
    font: 'serif-condensed',
    headFont: 'dejavu-serif',
    size: 15,
    theme: 'cream',
    page: 'A4',
    gap: 8,
    rule: true,
  },
  formats: {
    pdf: {},
    docx: { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading1' },
    png: {},
  },
  sections: [
    section('Brotzeit', [
      ['Obatzda', '8,90', 'Camembert-Creme, Zwiebeln, Brezn', 'V'],
      ['Brezn mit Butter', '3,80', null, 'V'],
      ['Wurstsalat', '10,50', 'Regensburger, Essiggurken, Zwiebeln'],
      ['Leberkäs', '3,20 per 100g', 'frisch aus dem Ofen, süßer Senf'],
      ['Brotzeitbrettl', '16,90', 'Schinken, Käse, Obatzda, Radieserl'],
    ]),
    section('Suppen', [
      ['Leberknödelsuppe', '6,50'],
      ['Kartoffelsuppe', '6,20', 'mit Würstl'],
    ]),
    section('Hauptgerichte', [
      ['Schweinshaxe', '19,90', 'knusprig, Kartoffelknödel, Krautsalat'],
      ['Schweinsbraten', '16,50', 'Dunkelbiersoße, Knödel'],
      ['Weißwürste (2 Stück)', '8,90', 'süßer Senf, Brezn'],
      ['Nürnberger Rostbratwürstl', '13,90', '6 Stück, Sauerkraut'],
      ['Wiener Schnitzel', '22,50', 'vom Kalb, Kartoffelsalat'],
      ['Käsespätzle', '14,90', 'Bergkäse, Röstzwiebeln', 'V'],
      ['Halbes Hendl', '15,50', 'vom Grill'],
    ]),
    section('Nachspeisen', [
      ['Apfelstrudel', '7,50', 'Vanillesoße'],
      ['Kaiserschmarrn', '11,50', 'Apfelmus, Puderzucker'],
      ['Dampfnudel', '8,90'],
    ]),
    section('Bier vom Fass', [
      ['Helles', ['4,90', '9,40']],
      ['Dunkles', ['5,10', '9,80']],
      ['Weißbier', ['5,20', '9,90']],
      ['Radler', ['4,90', '9,40']],
      ['Märzen', ['5,30', '10,20']],
    ]),
    section('Alkoholfrei', [
      ['Spezi', '3,90'],
      ['Apfelschorle', '3,90'],
      ['Alkoholfreies Weißbier', '5,20'],
    ]),
  ],
};
