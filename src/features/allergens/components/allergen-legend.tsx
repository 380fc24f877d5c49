import { Trans, useLingui } from '@lingui/react/macro';
import { LEGEND_ORDER, STATE_LOOK, stateWord } from '../lib/state-look';

/** What the symbols mean; printed too, since the sheet has no tooltips. */
export function AllergenLegend() {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Legend`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm print:text-[8pt]">
      {LEGEND_ORDER.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span aria-hidden className={`text-base leading-none ${STATE_LOOK[state].className}`}>
            {STATE_LOOK[state].symbol}
          </span>
          {stateWord(state)}
        </li>
      ))}
      <li className="flex items-center gap-1.5 print:hidden">
        <span
          aria-hidden
          className="inline-block size-4 rounded border-2 border-dashed border-amber-700"
        />
        <Trans>suggested by the import, not confirmed yet</Trans>
      </li>
    </ul>
  );
}
