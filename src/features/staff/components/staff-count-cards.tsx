import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import type { StaffCounts } from '@/domain/staff-rules';

const CARDS: { key: keyof StaffCounts; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { key: 'total', label: msg`Total Staff`, hint: msg`Active and invited` },
  { key: 'active', label: msg`Active Staff`, hint: msg`Currently working` },
  { key: 'servers', label: msg`Servers`, hint: msg`Active servers` },
  { key: 'bartenders', label: msg`Bartenders`, hint: msg`Active bartenders` },
];

function CountCard({ label, value, hint }: { label: string; value: number; hint: string }) {
  const id = useId();
  // A labelled group lets assistive tech (and tests) read each number with its label.
  return (
    <Card role="group" aria-labelledby={id}>
      <CardContent className="grid gap-1 pt-4 md:pt-6">
        <p id={id} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <p className="text-3xl font-bold">{value}</p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

/** The four count cards: total, active, servers, bartenders. */
export function StaffCountCards({ counts }: { counts: StaffCounts }) {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
      {CARDS.map((c) => (
        <CountCard key={c.key} label={t(c.label)} value={counts[c.key]} hint={t(c.hint)} />
      ))}
    </div>
  );
}
