import { Trans, useLingui } from '@lingui/react/macro';
/** A section's add-on and deal lines ("Add bacon 2.5") under its dishes, read-only, as text. */
export function SectionAddOnsList({ category, addOns }: { category: string; addOns: string[] }) {
  const { t } = useLingui();
  if (addOns.length === 0) return null;
  return (
    <section
      aria-label={t`Add-ons in ${category}`}
      className="mt-3 rounded-lg border border-dashed p-3"
    >
      <h3 className="text-sm font-medium">
        <Trans>Add-ons</Trans>
      </h3>
      <ul className="mt-1 grid gap-1 text-sm text-muted-foreground">
        {addOns.map((text, index) => (
          // Lines may repeat; their place in the list is what tells them apart.
          <li key={index} className="wrap-break-word">
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
