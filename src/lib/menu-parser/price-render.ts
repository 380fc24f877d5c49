/**
 * Rendering a price group as the display string: amounts joined with " / ", labels kept next to
 * their amount ("$9 glass / $32 bottle", "cup $7 / bowl $11"). See the rule in price.ts.
 */
export type PricePart =
  { kind: 'amount'; display: string } | { kind: 'label'; text: string } | { kind: 'sep' };

export function renderPrice(parts: PricePart[]): string {
  // Labels either precede their amount ("cup $7 / bowl $11") or follow it ("$9 glass").
  const preLabels = parts[0]?.kind === 'label';
  const out: string[] = [];
  let segmentHasAmount = false;
  for (const part of parts) {
    if (part.kind === 'sep') {
      if (out.length && out[out.length - 1] !== '/') out.push('/');
      segmentHasAmount = false;
      continue;
    }
    // Several labels before one amount stay together ("Small 8\" $8.99").
    const startsNewSegment =
      part.kind === 'amount' || preLabels ? segmentHasAmount : !segmentHasAmount;
    if (startsNewSegment && out.length && out[out.length - 1] !== '/') {
      out.push('/');
      segmentHasAmount = false;
    }
    if (part.kind === 'amount') {
      out.push(part.display);
      segmentHasAmount = true;
    } else {
      out.push(part.text.replace(/:$/, ''));
    }
  }
  while (out[out.length - 1] === '/') out.pop();
  return out.join(' ');
}
