import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { SavedMenu } from '@/domain/menu';
import { currentLocale } from '@/i18n';

/**
 * The page's print rules, present only while the page is: landscape (A4 and Letter alike), and
 * none of the app's frame (top bar, navigation, footer, banners, toasts) on paper.
 */
const PRINT_CSS = `
@media print {
  @page { size: landscape; margin: 10mm; }
  header, footer, nav, aside, [data-sonner-toaster], div.h-14[aria-hidden="true"] {
    display: none !important;
  }
  #main-content { padding: 0 !important; max-width: none !important; }
}
`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}

// English keeps the browser's own order ('26 November 2026' in the UK); Spanish reads as Spanish.
const day = (iso: string | Date) =>
  new Date(iso).toLocaleDateString(currentLocale() === 'en' ? undefined : currentLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

type Props = {
  restaurantName: string;
  menus: readonly SavedMenu[];
  /** The newest version number per menu id, once known. */
  versions: ReadonlyMap<string, number | null> | undefined;
  dirty: boolean;
};

/** The sheet's heading on paper: whose allergens, printed when, from which menu versions. */
export function PrintSheetHeader({ restaurantName, menus, versions, dirty }: Props) {
  const sources = menus.map((m) => {
    const n = versions?.get(m.id);
    const name = m.name;
    const saved = day(m.lastSaved);
    return n ? t`${name}: version ${n} (saved ${saved})` : t`${name}: saved ${saved}`;
  });
  const printed = day(new Date());
  const sourceList = sources.join(' · ');
  return (
    <div className="mb-2 hidden print:block">
      <p className="text-[14pt] font-bold">
        <Trans>{restaurantName}: allergens</Trans>
      </p>
      <p className="text-[9pt]">
        <Trans>
          Printed {printed} · {sourceList}
        </Trans>
      </p>
      {dirty && (
        <p className="text-[9pt] font-semibold">
          <Trans>Includes changes that are not saved yet.</Trans>
        </p>
      )}
    </div>
  );
}
