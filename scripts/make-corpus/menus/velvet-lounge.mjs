// Cocktail bar on a dark card: centred items, UPPERCASE drink names, spec lines as
// descriptions, prices under them, CSS letter-spaced headings, integer prices.
import { section } from '../model.mjs';

export const velvetLounge = {
  id: 'velvet-lounge',
  title: 'The Velvet Lounge',
  tagline: 'Cocktails · Spirits · Late',
  cuisine: 'Cocktail bar',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'centered',
    item: 'below',
    heading: 'tracking',
    font: 'serif',
    headFont: 'sans',
    size: 15,
    theme: 'noir',
    page: 'Letter',
    multiPage: true, // a cocktail booklet, one section per page or so
    gap: 13,
  },
  formats: { pdf: {}, png: {}, txt: { style: 'inline', heading: 'caps', dash: '–' } },
  sections: [
    section('Signatures', [
      ['VELVET CROWN', '17', 'rye, amaro, cherry, chocolate bitters'],
      ['MIDNIGHT GARDEN', '16', 'gin, elderflower, cucumber, lime, tonic'],
      ['SMOKE & MIRRORS', '18', 'mezcal, Aperol, grapefruit, agave, salt'],
      ['GOLDEN HOUR', '16', 'aged rum, pineapple, falernum, lime'],
      ['PARIS AFTER DARK', '17', 'cognac, crème de cassis, champagne'],
      ['THE LAST WALTZ', '18', 'bourbon, coffee liqueur, walnut, orange oil'],
    ]),
    section('Classics', [
      ['NEGRONI', '15', 'gin, Campari, sweet vermouth'],
      ['OLD FASHIONED', '16', 'bourbon, demerara, Angostura'],
      ['DAIQUIRI', '14', 'white rum, lime, sugar'],
      ['MARTINI', '16', 'gin or vodka, dry vermouth, olive or twist'],
      ['MARGARITA', '15', 'tequila, triple sec, lime'],
      ['WHISKEY SOUR', '15', 'bourbon, lemon, egg white'],
    ]),
    section('Zero Proof', [
      ['GARDEN SPRITZ', '10', 'seedlip, verjus, soda'],
      ['NOJITO', '9', 'lime, mint, ginger beer'],
      ['SPICED PEAR FIZZ', '10', 'pear, cinnamon, lemon, tonic'],
    ]),
    section('Bar Snacks', [
      ['TRUFFLE FRIES', '11', 'parmesan, chives'],
      ['MARCONA ALMONDS', '8', 'rosemary salt'],
      ['WAGYU SLIDERS', '19', 'three sliders, caramelised onion'],
    ]),
  ],
};
