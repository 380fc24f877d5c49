/**
 * When a section is served, printed after its name: "Toasties 11-4 daily", "Breakfast served
 * until 11am", "LUNCH (12–3pm)", "Happy Hour Mon-Fri 4-6pm". It is no price, and no part of the
 * section's name.
 */
const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?\s?(?:[ap]\.?m\.?)?`;
const DAY = String.raw`(?:mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b\.?`;
const DAYS = String.raw`(?:daily|every\s?day|weekdays|weekends|${DAY}(?:\s?[-–—]\s?${DAY})?)`;
/**
 * When a section is served, after its name: "Toasties 11-4 daily", "Breakfast served until
 * 11am", "LUNCH (12–3pm)", "Happy Hour Mon-Fri 4-6pm". A bare range ("Kids 5-12") is kept: only
 * a clock time (am / pm), a day or a serving word makes it a time.
 */
const SERVED_TAIL = new RegExp(
  String.raw`\s+\(?(?:(?:served|available|open)\s+)?(?:${DAYS}[\s,]+)?(?:(?:from|until|till|before|after)\s+)?${TIME}(?:\s?(?:[-–—]|to|till|until)\s?${TIME})?(?:[\s,]+${DAYS})?\)?$`,
  'iu',
);
/** A clock time, or a word that makes the number after it one ("from 12" may be a price). */
const CLOCK = /\d\s?[ap]\.?m\b|\b(?:served|available|open|until|till|before|after)\b/i;
const DAY_WORDS = new RegExp(DAYS, 'iu');
const RANGE = new RegExp(String.raw`\d\s?(?:[ap]\.?m\.?)?\s?(?:[-–—]|to|till|until)\s?\d`, 'i');

/** The section's name without when it is served (see SERVED_TAIL). */
export function withoutServingTime(text: string): string {
  const tail = SERVED_TAIL.exec(text);
  if (!tail || tail.index === 0) return text;
  const when = tail[0];
  // "Friday 12" may be a dish and its price; "11-4 daily" is a time.
  const timed = CLOCK.test(when) || (RANGE.test(when) && DAY_WORDS.test(when.replace(/\d/g, '')));
  const head = text.slice(0, tail.index);
  return timed && /\p{L}{3}/u.test(head) && !/\($/.test(head.trim()) ? head : text;
}
