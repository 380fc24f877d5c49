/**
 * The confidence model's signs in the manager's words, so an item to check says why. A sign
 * explains a low confidence only when it pulled the score down; the strongest pull comes first.
 */
import { CONFIDENCE_FEATURES } from './confidence';
import { CONFIDENCE_WEIGHTS } from './confidence-weights';

const REASONS: Record<(typeof CONFIDENCE_FEATURES)[number], string> = {
  'weak heading': 'section heading unclear',
  'short heading': 'section heading unclear',
  'no price': 'price not found',
  'several prices': 'several prices found',
  'digits in the name': 'numbers in the name',
  'no section heading in a menu with sections': 'no section heading found',
  'section of one': 'only item in its section',
  'section of two': 'section of only two items',
  'read from more than 4 lines': 'name and description may be joined',
  'section carried over from another column or page':
    'section carried over from another column or page',
  'scanned (OCR)': 'read from a scan',
  'OCR name looks misread': 'name may be misread',
  'OCR confidence under 0.75': 'text hard to read',
  'price count unlike its section': 'price unlike the rest of its section',
  'section over twice the median section': 'long section: a heading may be missing',
  'price from the section heading': 'price taken from the section heading',
  'no description where most of its section have one': 'description may be missing',
  'name over 4 words': 'name and description may be joined',
  'heading OCR confidence under 0.85': 'section heading hard to read',
  'the reading without typography differs': 'layout was ambiguous',
  'OCR confidence deficit (1 - lowest word confidence)': 'text hard to read',
  'price written in the name': 'a price is in the name',
  'name starts in lower case': 'name may be part of a description',
  'name ends in punctuation': 'name may be cut short',
  'name brackets unbalanced': 'name may be cut short',
  'name over 40 characters': 'name and description may be joined',
  'digits in the section heading': 'section heading unclear',
  'section heading over 4 words': 'section heading may be a note',
  'section heading styled like its items': 'section heading may be a dish',
  'section heading in a banner font': 'section heading may be the menu title',
  'price far from its section': 'price unlike the rest of its section',
  'decimals unlike its section': 'price unlike the rest of its section',
  'share of the menu read differently without typography': 'layout was ambiguous',
  'read across pages or columns': 'read across pages or columns',
  'prices missing in most of its section': 'prices missing in its section',
  'price in the description': 'description may hold another dish',
  'description over 40 words': 'description may hold another dish',
};

const MAX_REASONS = 3;
/** A pull smaller than this is noise, not a reason worth showing. */
const MIN_PULL = 0.3;

export function confidenceReasons(features: readonly number[]): string[] {
  const pulls = features
    .map((x, k) => ({ k, pull: x * (CONFIDENCE_WEIGHTS[k] ?? 0) }))
    .filter((p) => p.pull <= -MIN_PULL)
    .sort((a, b) => a.pull - b.pull);
  const reasons: string[] = [];
  for (const { k } of pulls) {
    const reason = REASONS[CONFIDENCE_FEATURES[k]!];
    if (!reasons.includes(reason)) reasons.push(reason);
  }
  return reasons.slice(0, MAX_REASONS);
}
