import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';

/** Says plainly that the defaults are shown because the saved list was unreadable. */
export function CorruptStaffNotice({ backupKept }: { backupKept: boolean }) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        {t`Your saved staff list could not be read; showing the default team.`}
        {backupKept && ` ${t`A backup of the original data was kept.`}`}{' '}
        {t`Saving any change replaces the unreadable list.`}
      </p>
    </div>
  );
}
