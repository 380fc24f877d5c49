import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { regimeOrLocale, type Regime } from '@/domain/allergens';
import { changeLineIn } from '@/domain/i18n/change-text';
import type { AllergenChangeAck } from '@/domain/training-record-views';
import { currentLocale, formatDate } from '@/i18n';
import { td, th } from './print-cells';

/** The acks of one update's allergen changes together: its people are the same for each. */
function byUpdate(acks: AllergenChangeAck[]): AllergenChangeAck[][] {
  const groups: AllergenChangeAck[][] = [];
  for (const ack of acks) {
    const last = groups.at(-1);
    if (last && last[0]!.notificationId === ack.notificationId) last.push(ack);
    else groups.push([ack]);
  }
  return groups;
}

/** Every allergen change of the period, by update, with who acknowledged it and when. */
export function AllergenAcks({ acks, regime }: { acks: AllergenChangeAck[]; regime?: Regime }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold print:text-[12pt]">
        <Trans>Allergen changes</Trans>
      </h2>
      {acks.length === 0 ? (
        <p>
          <Trans>No allergen changes were sent in this period.</Trans>
        </p>
      ) : (
        byUpdate(acks).map((group) => (
          <UpdateAcks key={group[0]!.notificationId} group={group} regime={regime} />
        ))
      )}
    </section>
  );
}

function UpdateAcks({ group, regime }: { group: AllergenChangeAck[]; regime?: Regime }) {
  const { t } = useLingui();
  const headingId = useId();
  const first = group[0]!;
  const message = first.message;
  const sentOn = formatDate(first.sentAt);
  const rules = regimeOrLocale(regime);
  return (
    <section aria-labelledby={headingId} className="grid gap-1 border-t pt-2">
      <h3 id={headingId} className="font-semibold">
        {message}
      </h3>
      <p>
        <Trans>Sent on {sentOn}</Trans>
      </p>
      <ul className="list-disc pl-5">
        {group.map((a) => (
          <li key={`${a.change.menuId}:${a.change.itemId}:${a.change.kind}`}>
            {changeLineIn(currentLocale(), a.change, rules)}
          </li>
        ))}
      </ul>
      <table aria-label={t`Who acknowledged: ${message}`} className="w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className={th}>
              <Trans>Name</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Role</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Quiz</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Acknowledgement</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {first.people.map((p) => {
            const passedOn = p.passedAt === null ? null : formatDate(p.passedAt);
            const ackedOn = p.acknowledgedAt === null ? null : formatDate(p.acknowledgedAt);
            return (
              <tr key={p.key} className="break-inside-avoid border-b">
                <th scope="row" className={`${td} text-left font-medium`}>
                  {p.person.name || p.person.email}
                </th>
                <td className={td}>{p.person.role}</td>
                <td className={td}>
                  {passedOn === null ? (
                    <Trans>Not passed</Trans>
                  ) : (
                    <Trans>Passed on {passedOn}</Trans>
                  )}
                </td>
                <td className={`${td} ${ackedOn === null ? 'font-semibold' : ''}`}>
                  {ackedOn === null ? (
                    <Trans>Not acknowledged</Trans>
                  ) : (
                    <Trans>Acknowledged on {ackedOn}</Trans>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
