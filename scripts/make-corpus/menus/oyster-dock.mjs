// Seafood & oyster bar: single column, bold name and italic description on one line, oysters
// priced per piece, shellfish by the half dozen / dozen ("19 / 36"), market-price lobster ("MP").
import { section } from '../model.mjs';

export const oysterDock = {
  id: 'oyster-dock',
  title: 'The Oyster Dock',
  tagline: 'Raw bar · Chowder · Fried fish · Pier 7',
  cuisine: 'Seafood & oyster bar',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'list',
    item: 'inline',
    heading: 'caps',
    font: 'dejavu-serif',
    headFont: 'sans',
    size: 14,
    theme: 'slate',
    page: 'Letter',
    gap: 8,
  },
  formats: {
    pdf: {},
    docx: { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading1' },
    txt: { style: 'tabs', heading: 'caps' },
  },
  sections: [
    section('Oysters', [
      ['Wellfleet', '$3.50', 'Massachusetts · briny, clean finish'],
      ['Kumamoto', '$4.25', 'Washington · sweet, melon'],
      ['Island Creek', '$3.75', 'Massachusetts · buttery'],
      ['Beausoleil', '$3.50', 'New Brunswick · delicate'],
      ['Fanny Bay', '$3.25', 'British Columbia · cucumber'],
      ['Chef’s Dozen', '$42', 'a mix of today’s oysters'],
    ]),
    section('Raw Bar', [
      ['Littleneck Clams', ['19', '36'], 'half dozen / dozen'],
      ['Peel & Eat Shrimp', ['16', '30'], 'half pound / pound'],
      ['Tuna Crudo', '$18', 'citrus, chili, olive oil'],
      ['Shellfish Platter', 'MP', 'oysters, clams, shrimp, half lobster'],
    ]),
    section('Starters', [
      ['New England Clam Chowder', '$9 / $14', 'cup / bowl'],
      ['Fried Calamari', '$15', 'cherry peppers, lemon aioli'],
      ['Crab Cakes', '$19', 'remoulade, slaw'],
      ['Steamed Mussels', '$17', 'white wine, garlic, grilled bread'],
    ]),
    section('Mains', [
      ['Lobster Roll', 'MP', 'warm with butter or cold with mayo, fries'],
      ['Fish & Chips', '$24', 'beer-battered cod, tartar sauce'],
      ['Grilled Swordfish', '$32', 'salsa verde, fingerlings'],
      ['Seafood Linguine', '$29', 'clams, mussels, shrimp, tomato'],
      ['Whole Maine Lobster', 'MP', '1¼ lb, corn, potatoes, drawn butter'],
      ['Fried Clam Plate', '$27', 'whole belly clams, fries, slaw'],
    ]),
    section('Sides', [
      ['Hand-Cut Fries', '$6'],
      ['Corn on the Cob', '$5'],
      ['Coleslaw', '$4'],
      ['Hush Puppies', '$7', 'honey butter'],
    ]),
  ],
};
