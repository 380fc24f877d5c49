/**
 * Name and price comparison used by the scorer: normalised names compared as token sets, prices
 * compared as numeric amounts in order.
 */

const MEASURE = /\d+(?:[.,]\d+)?\s*(?:oz|ml|cl|l|"|in|inch|%|g|kg|lb|lbs|pcs?|pc)(?![\p{L}])/giu;

export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(MEASURE, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

function tokensEqual(a: string, b: string): boolean {
  if (a === b) return true;
  const len = Math.min(a.length, b.length);
  return len >= 4 && editDistance(a, b) <= (len >= 8 ? 2 : 1);
}

/** Dice coefficient over name tokens, with OCR-tolerant token equality. */
export function nameSimilarity(a: string, b: string): number {
  const ta = normaliseName(a).split(' ').filter(Boolean);
  const tb = normaliseName(b).split(' ').filter(Boolean);
  if (ta.length === 0 || tb.length === 0) return 0;
  const used = new Set<number>();
  let common = 0;
  for (const t of ta) {
    const k = tb.findIndex((u, idx) => !used.has(idx) && tokensEqual(t, u));
    if (k >= 0) {
      used.add(k);
      common += 1;
    }
  }
  return (2 * common) / (ta.length + tb.length);
}

/** "$9 glass / $32 bottle" -> ["9.00", "32.00"]; "12,50 €" -> ["12.50"]; "Market Price" -> ["MP"]. */
export function priceAmounts(price: string): string[] {
  const text = price.replace(MEASURE, ' ');
  const out: string[] = [];
  const re =
    /\b(?:MP|M\.P\.?|market\s+price)\b|\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/gi;
  for (const m of text.matchAll(re)) {
    const token = m[0];
    if (/^[a-z]/i.test(token)) {
      out.push('MP');
      continue;
    }
    let numeric = token;
    if (/^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$/.test(token) && !/^\d+[.,]\d{1,2}$/.test(token)) {
      const decimal = token.match(/[.,](\d{1,2})$/);
      const whole = decimal ? token.slice(0, -decimal[0].length) : token;
      numeric = whole.replace(/[.,]/g, '') + (decimal ? `.${decimal[1]}` : '');
    } else {
      numeric = token.replace(',', '.');
    }
    out.push(Number(numeric).toFixed(2));
  }
  return out;
}

export function samePrice(a: string, b: string): boolean {
  const x = priceAmounts(a);
  const y = priceAmounts(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
