import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { StaffMembership } from '@/backend/port';
import { LOCALES, localeSchema } from '@/domain/i18n/locale';
import { BROWSER_DEFAULT_LABEL, LANGUAGE_LABELS } from '@/domain/staff-rules';
import { useSetLanguage } from '../api/mutations';

type Props = { userId: string; membership: StaffMembership };

/**
 * The person's own language, saved as they pick it (no Save button: one choice, one write). While
 * it is being saved the new choice stays on screen; a failure says so and shows the stored one.
 */
export function LanguageSetting({ userId, membership }: Props) {
  const save = useSetLanguage(userId, membership);
  const stored = membership.language ?? null;
  const shown = save.isPending ? save.variables : stored;
  return (
    <div className="grid gap-1.5 sm:w-72">
      <Label htmlFor="staff-language">Language</Label>
      <NativeSelect
        id="staff-language"
        value={shown ?? ''}
        onChange={(e) => {
          const picked = localeSchema.safeParse(e.target.value);
          save.mutate(picked.success ? picked.data : null);
        }}
      >
        <option value="">{BROWSER_DEFAULT_LABEL}</option>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_LABELS[l]}
          </option>
        ))}
      </NativeSelect>
      {/* A live region present from the start, so the word 'saved' is announced when it comes. */}
      <p role="status" className="text-xs text-muted-foreground">
        {save.isSuccess ? 'Language saved.' : ''}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Your language could not be saved. Check your connection and try again.
        </p>
      )}
    </div>
  );
}
