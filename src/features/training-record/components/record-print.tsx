import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { Regime } from '@/domain/allergens';
import type { TrainingEvent } from '@/domain/training-event';
import {
  allergenChangeAcks,
  filterEvents,
  personSummaries,
  type PersonSummary,
} from '@/domain/training-record-views';
import { formatDate } from '@/i18n';
import { AllergenAcks } from './allergen-acks-print';
import { td, th } from './print-cells';

/**
 * While the record is on screen, none of the app's frame (top bar, navigation, footer, banners,
 * toasts) goes on paper. The page's margins are the app's print default (index.css). This
 * component uses none of these elements itself.
 */
const PRINT_CSS = `
@media print {
  header, footer, nav, aside, [data-sonner-toaster], div.h-14[aria-hidden="true"] {
    display: none !important;
  }
  #main-content { padding: 0 !important; max-width: none !important; }
}
`;

type Props = {
  restaurantName: string;
  /** ISO times: `from` included, `to` excluded (midnight after the last day, or now). */
  from: string;
  to: string;
  events: readonly TrainingEvent[];
  /** The restaurant's allergen rules: they name the allergens in the changes. */
  regime?: Regime;
};

/**
 * The training record of a period as a manager hands it to an inspector: who was sent how many
 * updates and where each person stands, every allergen change with who acknowledged it, and a
 * place to sign. Laid out for paper (A4 and Letter alike); on screen it reads as a page preview.
 */
export function RecordPrint({ restaurantName, from, to, events, regime }: Props) {
  // Re-rendered when the language changes: the dates are worded here, outside any <Trans>.
  useLingui();
  const inPeriod = filterEvents(events, { from, to });
  const people = personSummaries(inPeriod);
  const acks = allergenChangeAcks(inPeriod);
  const fromDay = formatDate(from);
  // `to` is excluded: the last day shown is the one before it when it falls on a midnight.
  const toDay = formatDate(new Date(Date.parse(to) - 1));
  const printed = formatDate(new Date());
  return (
    <article className="mx-auto grid max-w-4xl gap-6 text-sm print:max-w-none print:gap-4 print:text-[9pt]">
      <style>{PRINT_CSS}</style>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold print:text-[16pt]">
            <Trans>Training record</Trans>
          </h1>
          <p className="text-base font-semibold print:text-[12pt]">{restaurantName}</p>
          <p>
            <Trans>
              Period: {fromDay} to {toDay}
            </Trans>
          </p>
          <p className="text-muted-foreground print:text-foreground">
            <Trans>Printed on {printed}</Trans>
          </p>
        </div>
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden />
          <Trans>Print</Trans>
        </Button>
      </div>
      <PeopleTable people={people} />
      <AllergenAcks acks={acks} regime={regime} />
      <SignatureBlock />
    </article>
  );
}

function PeopleTable({ people }: { people: PersonSummary[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-lg font-semibold print:text-[12pt]">
        <Trans>Staff</Trans>
      </h2>
      {people.length === 0 ? (
        <p>
          <Trans>No one was sent an update in this period.</Trans>
        </p>
      ) : (
        <table aria-labelledby={headingId} className="w-full border-collapse">
          <thead>
            <tr>
              <th scope="col" className={th}>
                <Trans>Name</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Role</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Updates sent</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Opened</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Quiz passed</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Acknowledged</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Outstanding</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <PersonRow key={p.key} summary={p} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PersonRow({ summary: s }: { summary: PersonSummary }) {
  const removedOn = s.removedAt === null ? null : formatDate(s.removedAt);
  return (
    <tr className="break-inside-avoid border-b">
      <th scope="row" className={`${td} text-left font-medium`}>
        <span className="block wrap-break-word">{s.person.name || s.person.email}</span>
        {removedOn !== null && (
          <span className="block font-normal italic">
            <Trans>Removed on {removedOn}</Trans>
          </span>
        )}
      </th>
      <td className={td}>{s.person.role}</td>
      <td className={td}>{s.updatesSent}</td>
      <td className={td}>{s.opened}</td>
      <td className={td}>{s.passed}</td>
      <td className={td}>{s.acknowledged}</td>
      <td className={`${td} ${s.outstanding > 0 ? 'font-semibold' : ''}`}>{s.outstanding}</td>
    </tr>
  );
}

/** Lines to sign on: the record is the manager's statement, dated. */
function SignatureBlock() {
  const headingId = useId();
  const line = 'mt-8 border-b border-foreground';
  return (
    <section aria-labelledby={headingId} className="grid break-inside-avoid gap-4 pt-4">
      <h2 id={headingId} className="sr-only">
        <Trans>Signature</Trans>
      </h2>
      <div className="grid grid-cols-3 gap-6">
        <div>
          <div className={line} aria-hidden />
          <p>
            <Trans>Manager's signature</Trans>
          </p>
        </div>
        <div>
          <div className={line} aria-hidden />
          <p>
            <Trans>Name</Trans>
          </p>
        </div>
        <div>
          <div className={line} aria-hidden />
          <p>
            <Trans>Date</Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
