// London wine bar list: real tables with 125ml | 500ml carafe | Bottle columns (some wines by
// the bottle only), producer/region in its own column, a food table with its own columns and a
// per-weight charcuterie price. Long enough to print on two pages.
import { section } from '../model.mjs';

const wine = (name, region, glass, carafe, bottle) => ({
  name,
  region,
  price: [glass, carafe, bottle],
});
const FOOD = [
  { key: 'name', label: 'Dish', width: '30%' },
  { key: 'desc', label: '', width: '52%' },
  { key: 'price', label: '£', width: '18%' },
];

export const caveAVin = {
  id: 'cave-a-vin',
  title: 'Cave à Vin',
  tagline: 'Wine bar & shop · Columbia Road, London E2',
  intro: 'All prices in pounds sterling. Still wines are available by the 125ml glass.',
  cuisine: 'Wine bar',
  currency: 'GBP',
  split: 'tune',
  design: {
    layout: 'table',
    heading: 'caps',
    font: 'serif',
    headFont: 'sans',
    size: 14,
    theme: 'paper',
    page: 'A4',
    multiPage: true,
    table: [
      { key: 'name', label: 'Wine', width: '38%' },
      { key: 'region', label: 'Region', width: '29%' },
      { key: 'price:0', label: '125ml', width: '11%' },
      { key: 'price:1', label: '500ml', width: '11%' },
      { key: 'price:2', label: 'Bottle', width: '11%' },
    ],
  },
  formats: {
    pdf: {},
    docx: { style: 'table', titleStyle: 'Title', sectionStyle: 'Heading1' },
    png: { scale: 1.25 },
  },
  footer: 'Corkage on bottles bought from the shop: £15. Vintages may change.',
  sections: [
    section('Sparkling', [
      wine('Crémant de Bourgogne Brut, Dom. Collotte', 'Burgundy, France', '9.50', '', '46'),
      wine('Prosecco Col Fondo, Casa Coste Piane', 'Veneto, Italy', '8.50', '', '42'),
      wine('Champagne Brut Réserve, Pierre Gimonnet', 'Champagne, France', '14', '', '78'),
      wine('English Sparkling, Hush Heath Balfour', 'Kent, England', '', '', '68'),
    ]),
    section('White', [
      wine('Picpoul de Pinet, Dom. Félines Jourdan', 'Languedoc, France', '6.50', '25', '34'),
      wine('Grüner Veltliner, Weingut Hiedler', 'Kamptal, Austria', '7.50', '29', '39'),
      wine('Albariño, Bodegas Zárate', 'Rías Baixas, Spain', '8', '31', '42'),
      wine('Chenin Blanc, Testalonga', 'Swartland, South Africa', '8.50', '33', '45'),
      wine('Sancerre, Dom. Vacheron', 'Loire, France', '11', '43', '58'),
      wine('Chablis 1er Cru Vaillons, Dom. Savary', 'Burgundy, France', '', '', '72'),
      wine('Riesling Trocken, Dönnhoff', 'Nahe, Germany', '', '', '64'),
    ]),
    section('Rosé & Orange', [
      wine('Côtes de Provence Rosé, Ch. Léoube', 'Provence, France', '8', '31', '42'),
      wine('Rkatsiteli Qvevri, Pheasant’s Tears', 'Kakheti, Georgia', '9', '35', '48'),
      wine('Ramato Pinot Grigio, Foradori', 'Trentino, Italy', '', '', '54'),
    ]),
    section('Red', [
      wine('Côtes du Rhône, Dom. de la Janasse', 'Rhône, France', '6.50', '25', '34'),
      wine('Beaujolais-Villages, Jean Foillard', 'Beaujolais, France', '8.50', '33', '45'),
      wine('Rioja Crianza, Bodegas Muga', 'Rioja, Spain', '8', '31', '42'),
      wine('Malbec, Catena Alta', 'Mendoza, Argentina', '9.50', '37', '50'),
      wine('Pinot Noir, Felton Road Bannockburn', 'Central Otago, New Zealand', '14', '55', '74'),
      wine('Barolo, G.D. Vajra Albe', 'Piedmont, Italy', '', '', '88'),
      wine('Saint-Émilion Grand Cru, Ch. Fombrauge', 'Bordeaux, France', '', '', '95'),
      wine('Syrah, Cayuse En Chamberlin', 'Walla Walla, USA', '', '', '160'),
    ]),
    section('Sweet & Fortified', [
      wine('Sauternes, Ch. Suduiraut (75ml)', 'Bordeaux, France', '9', '', '65'),
      wine('Fino Sherry, Valdespino Inocente', 'Jerez, Spain', '6', '', '38'),
      wine('Tawny Port 10 Year, Niepoort', 'Douro, Portugal', '8', '', '55'),
    ]),
    section(
      'Food',
      [
        ['Sourdough & Cultured Butter', '4.50'],
        ['Gordal Olives', '4', 'orange zest, fennel'],
        ['Comté 24 Months', '9', 'walnut bread, quince'],
        ['Burrata', '12', 'blood orange, pistachio, mint'],
        ['Jamón Ibérico de Bellota', '12.5 per 50g', 'hand-carved'],
        ['Duck Rillettes', '10', 'cornichons, toast'],
        ['Cheese Board', '18', 'five British and French cheeses'],
      ],
      { table: FOOD },
    ),
  ],
};
