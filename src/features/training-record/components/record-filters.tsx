import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AllergenId, Regime } from '@/domain/allergens';
import type { EventPerson } from '@/domain/training-event';
import { allergenWordIn } from '@/domain/i18n/allergen-glossary';
import { currentLocale } from '@/i18n';
import { ANY, type RecordFilter } from '../hooks/use-record-filter';

type Props = {
  filter: RecordFilter;
  onChange: (patch: Partial<RecordFilter>) => void;
  roles: readonly string[];
  people: ReadonlyArray<{ key: string; person: EventPerson }>;
  allergens: readonly string[];
  regime: Regime;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Period, role, person and allergen: what an inspector's question narrows the record to. */
export function RecordFilters({ filter, onChange, roles, people, allergens, regime }: Props) {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 print:hidden">
      <legend className="sr-only">
        <Trans>Filters</Trans>
      </legend>
      <Field id="record-from" label={t`From`}>
        <Input
          id="record-from"
          type="date"
          value={filter.from}
          max={filter.to}
          onChange={(e) => e.target.value && onChange({ from: e.target.value })}
        />
      </Field>
      <Field id="record-to" label={t`To`}>
        <Input
          id="record-to"
          type="date"
          value={filter.to}
          min={filter.from}
          onChange={(e) => e.target.value && onChange({ to: e.target.value })}
        />
      </Field>
      <Choice
        id="record-role"
        label={t`Role`}
        any={t`All roles`}
        value={filter.role}
        onChange={(role) => onChange({ role })}
        options={roles.map((r) => [r, r])}
      />
      <Choice
        id="record-person"
        label={t`Person`}
        any={t`Everyone`}
        value={filter.person}
        onChange={(person) => onChange({ person })}
        options={people.map((p) => [p.key, p.person.name || p.person.email])}
      />
      <Choice
        id="record-allergen"
        label={t`Allergen`}
        any={t`Any change`}
        value={filter.allergen}
        onChange={(allergen) => onChange({ allergen })}
        options={allergens.map((a) => [
          a,
          capital(allergenWordIn(currentLocale(), a as AllergenId, regime)),
        ])}
      />
    </fieldset>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

type ChoiceProps = {
  id: string;
  label: string;
  /** The first option, which filters nothing. */
  any: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, what it reads]. */
  options: ReadonlyArray<readonly [string, string]>;
};

function Choice({ id, label, any, value, onChange, options }: ChoiceProps) {
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ANY}>{any}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
