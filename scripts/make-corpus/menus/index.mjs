// Every corpus menu, in manifest order. Add a menu here after writing its file.
import { trattoriaRoma } from './trattoria-roma.mjs';
import { bistroLumiere } from './bistro-lumiere.mjs';
import { izakayaKaze } from './izakaya-kaze.mjs';
import { sushiHana } from './sushi-hana.mjs';
import { bangkokStreet } from './bangkok-street.mjs';
import { masalaHouse } from './masala-house.mjs';
import { taqueriaElSol } from './taqueria-el-sol.mjs';
import { goldenLotus } from './golden-lotus.mjs';
import { seoulGrill } from './seoul-grill.mjs';
import { tavernaIonia } from './taverna-ionia.mjs';
import { cedarsBeirut } from './cedars-beirut.mjs';
import { bodegaTapas } from './bodega-tapas.mjs';
import { route66Diner } from './route-66-diner.mjs';
import { primeCut } from './prime-cut.mjs';
import { smokestackBbq } from './smokestack-bbq.mjs';
import { crownArms } from './crown-arms.mjs';
import { greenLeafVegan } from './green-leaf-vegan.mjs';
import { brunchClub } from './brunch-club.mjs';
import { crumbBakery } from './crumb-bakery.mjs';
import { velvetLounge } from './velvet-lounge.mjs';
import { caveAVin } from './cave-a-vin.mjs';
import { hoplineTaproom } from './hopline-taproom.mjs';
import { fornoPizzeria } from './forno-pizzeria.mjs';
import { oysterDock } from './oyster-dock.mjs';
import { tonkotsuRamen } from './tonkotsu-ramen.mjs';
import { phoSaigon } from './pho-saigon.mjs';
import { addisEthiopian } from './addis-ethiopian.mjs';
import { limaCevicheria } from './lima-cevicheria.mjs';
import { bierhalle } from './bierhalle.mjs';
import { chaletAlpin } from './chalet-alpin.mjs';
import { nordisk } from './nordisk.mjs';
import { istanbulOcakbasi } from './istanbul-ocakbasi.mjs';
import { islandSpice } from './island-spice.mjs';
import { enotecaVino } from './enoteca-vino.mjs';
import { riadMarrakech } from './riad-marrakech.mjs';
import { barMleczny } from './bar-mleczny.mjs';
import { pokeLanai } from './poke-lanai.mjs';
import { churrascariaGaucha } from './churrascaria-gaucha.mjs';
import { colomboKitchen } from './colombo-kitchen.mjs';
import { tbilisiSupra } from './tbilisi-supra.mjs';
import { roseburyTeaRoom } from './rosebury-tea-room.mjs';
import { perleChampagneBar } from './perle-champagne-bar.mjs';
import { kusinaManila } from './kusina-manila.mjs';
import { masProvence } from './mas-provence.mjs';

export const allMenus = [
  trattoriaRoma,
  bistroLumiere,
  izakayaKaze,
  sushiHana,
  bangkokStreet,
  masalaHouse,
  taqueriaElSol,
  goldenLotus,
  seoulGrill,
  tavernaIonia,
  cedarsBeirut,
  bodegaTapas,
  route66Diner,
  primeCut,
  smokestackBbq,
  crownArms,
  greenLeafVegan,
  brunchClub,
  crumbBakery,
  velvetLounge,
  caveAVin,
  hoplineTaproom,
  fornoPizzeria,
  oysterDock,
  tonkotsuRamen,
  phoSaigon,
  addisEthiopian,
  limaCevicheria,
  bierhalle,
  chaletAlpin,
  nordisk,
  istanbulOcakbasi,
  islandSpice,
  enotecaVino,
  riadMarrakech,
  barMleczny,
  pokeLanai,
  churrascariaGaucha,
  colomboKitchen,
  tbilisiSupra,
  roseburyTeaRoom,
  perleChampagneBar,
  kusinaManila,
  masProvence,
];
