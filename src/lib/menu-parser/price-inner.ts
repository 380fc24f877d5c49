/**
 * A price in the middle of a line, its description after it: set apart by a bar, a wide gap, a
 * full stop or a name's colon ("Burger | 16 | angus beef", "Crispy Leeks: 7 fried in rice flour").
 */
import { BARE_AMOUNT, gapBefore, type Token, type TokenInfo } from './tokens';
import { finish, step, tokenInfos, type PriceGroup, type Walk } from './price-walk';

/** A year ("est. 1998", a vintage): never a price standing by itself. */
const YEAR = /^(?:19|20)\d\d$/;

/**
 * A bare number set apart in the middle of a line: "BURGER | 16 | angus beef", "Burger   16
 * angus beef", "Margherita 14. Tomato, basil." — never a number inside running text.
 */
function isSetApartBare(tokens: Token[], infos: TokenInfo[], i: number): boolean {
  const text = tokens[i].text.replace(/\.$/, '');
  if (i > 8 || !BARE_AMOUNT.test(text) || YEAR.test(text)) return false;
  // "Margherita Pizza 14. Tomato, basil.": the price closes the name's sentence.
  const sentenceEnd = tokens[i].text.endsWith('.') && /^\p{Lu}/u.test(tokens[i + 1].text);
  const before = infos[i - 1].type === 'sep' || gapBefore(tokens, i) >= 2 || sentenceEnd;
  const after =
    infos[i + 1].type === 'sep' ||
    gapBefore(tokens, i + 1) >= 2 ||
    sentenceEnd ||
    (gapBefore(tokens, i) >= 2 && closingNote(tokens, i + 1));
  return before && after;
}

/** At most this many words in a note after a price ("(to share)", "(serves two)", "(per person)"). */
const MAX_NOTE_WORDS = 4;

/** The rest of the line from token `from` is one short bracketed note: "(to share)". */
function closingNote(tokens: Token[], from: number): boolean {
  const rest = tokens.slice(from).map((t) => t.text);
  return (
    rest.length <= MAX_NOTE_WORDS &&
    rest[0].startsWith('(') &&
    rest[rest.length - 1].endsWith(')') &&
    rest.join(' ').slice(1, -1).indexOf(')') < 0
  );
}

/** Words after a number that make it a time, a count or a measure, not a price. */
const NOT_PRICED_AFTER =
  /^(?:am|pm|a\.m\.|p\.m\.|hrs?|hours?|mins?|minutes?|people|persons?|guests|pcs?|pieces?|oz|ml|cl|g|kg|lbs?|days?)\b/i;

/**
 * "Crispy Leeks: 7 fried in rice flour", "Onion Rings: Sm 4 Lg 6 beer batter": a name
 * closed by a colon, its price, then the description. The colon sets the price apart as a gap
 * or a bar would.
 */
function colonNamedGroup(tokens: Token[], infos: TokenInfo[], i: number): PriceGroup | null {
  if (i > 8 || !tokens[i - 1].text.endsWith(':')) return null;
  const name = tokens.slice(0, i).map((t) => t.text);
  if (!name.some((w) => /\p{L}{3}/u.test(w)) || /\d/.test(name.join(' '))) return null;
  const walk: Walk = { parts: [], amounts: 0, kind: null };
  let j = i;
  for (; j < tokens.length; j += 1) {
    if (!step(tokens, j, infos[j], walk, 1)) break;
  }
  const next = tokens[j]?.text ?? '';
  if (!walk.amounts || !next || NOT_PRICED_AFTER.test(next)) return null;
  if (walk.kind === 'bare' && walk.parts.some((p) => p.kind === 'amount' && YEAR.test(p.display)))
    return null;
  return finish(walk.parts, walk.amounts);
}

/** A name closed by a colon and its price, with an add-on clause before the line's last price. */
export function colonNameFirst(
  tokens: Token[],
  infos: TokenInfo[],
  last: number,
): PriceGroup | null {
  const colon = tokens.findIndex((t) => t.text.endsWith(':'));
  if (colon < 0 || colon + 1 >= last) return null;
  const group = colonNamedGroup(tokens, infos, colon + 1);
  if (!group) return null;
  const between = tokens.slice(group.last + 1, last).map((t) => t.text);
  return between.some((w) => ADDON_WORD.test(w)) ? group : null;
}
const ADDON_WORD = /^(?:add|extra|plus|substitute|upgrade)$/i;

/** "Burger $16 angus beef, cheddar": a price in the middle of the line, description after it. */
export function findInnerGroup(tokens: Token[], infos = tokenInfos(tokens)): PriceGroup | null {
  for (let i = 1; i < tokens.length - 1; i += 1) {
    const colonNamed = colonNamedGroup(tokens, infos, i);
    if (colonNamed) return colonNamed;
    const info = infos[i];
    const explicit = info.type === 'amount' && (info.currency || info.mp);
    if (!explicit && !isSetApartBare(tokens, infos, i)) continue;
    if (!explicit) {
      const display = tokens[i].text.replace(/\.$/, '');
      return { display, first: i, last: i };
    }
    const walk: Walk = { parts: [], amounts: 0, kind: null };
    for (let j = i; j < tokens.length; j += 1) {
      if (!step(tokens, j, infos[j], walk, 1)) break;
    }
    return finish(walk.parts, walk.amounts);
  }
  return null;
}
