import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ADD_ON_MAX_LENGTH, ADD_ONS_PER_SECTION } from '@/domain/section-add-ons';

type Props = {
  category: string;
  addOns: string[];
  /** `recorded`: an edit Undo takes back (adding, removing), not a keystroke in a field. */
  onChange: (addOns: string[], recorded: boolean) => void;
};

/**
 * A section's add-on and deal lines ("Add bacon 2.5") as editable text fields under its dishes:
 * they are printed for the section, not dishes, so they are edited here rather than as cards.
 */
export function SectionAddOnsEditor({ category, addOns, onChange }: Props) {
  const { t } = useLingui();
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding or removing, where focus goes once the list is drawn again: a field by index,
  // or -1 for the add button (a removed field's focus must not fall back to the page).
  const focusAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    (at < 0 ? addButton.current : fields.current[at])?.focus();
  });

  const add = () => {
    onChange([...addOns, ''], true);
    focusAt.current = addOns.length;
  };
  const remove = (index: number) => {
    onChange(
      addOns.filter((_, i) => i !== index),
      true,
    );
    focusAt.current = addOns.length > 1 ? Math.min(index, addOns.length - 2) : -1;
  };
  const full = addOns.length >= ADD_ONS_PER_SECTION;

  const addButtonEl = (
    <Button
      ref={addButton}
      variant="ghost"
      size="sm"
      className="justify-self-start text-muted-foreground"
      disabled={full}
      aria-label={t`Add add-on to ${category}`}
      onClick={add}
    >
      <Plus aria-hidden />
      <Trans>Add add-on</Trans>
    </Button>
  );
  if (addOns.length === 0) return <div className="mt-2 grid">{addButtonEl}</div>;
  return (
    <fieldset
      aria-label={t`Add-ons in ${category}`}
      className="mt-3 grid gap-2 rounded-lg border border-dashed p-3"
    >
      <legend className="px-1 text-sm font-medium">
        <Trans>Add-ons</Trans>
      </legend>
      <ul className="grid gap-2">
        {addOns.map((text, index) => {
          const n = index + 1;
          return (
            // Positions are the identity: the fields hold no state of their own.
            <li key={index} className="flex items-center gap-2">
              <Input
                ref={(el) => {
                  fields.current[index] = el;
                }}
                aria-label={t`Add-on ${n} in ${category}`}
                value={text}
                maxLength={ADD_ON_MAX_LENGTH}
                placeholder={t`e.g. Add bacon 2.50`}
                onChange={(e) =>
                  onChange(
                    addOns.map((a, i) => (i === index ? e.target.value : a)),
                    false,
                  )
                }
              />
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0"
                aria-label={t`Remove add-on ${n} in ${category}`}
                title={t`Remove`}
                onClick={() => remove(index)}
              >
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      {addButtonEl}
    </fieldset>
  );
}
