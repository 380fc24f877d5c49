import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Printer, Save } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { GuestLookup } from '@/components/allergens/guest-lookup';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMenus } from '@/data/menus';
import { regimeOrLocale } from '@/domain/allergens';
import type { Restaurant } from '@/domain/restaurant';
import { downloadText } from '@/lib/download';
import { useLatestVersions } from '../api/use-latest-versions';
import { useAllergenDraft } from '../hooks/use-allergen-draft';
import { useMatrixFilter } from '../hooks/use-matrix-filter';
import { allergenCsv, allergenCsvFileName } from '../lib/allergen-csv';
import { AllergenConflictDialog } from './allergen-conflict-dialog';
import { AllergenLegend } from './allergen-legend';
import { AllergenMatrix } from './allergen-matrix';
import { MatrixFilters } from './matrix-filters';
import { PrintSheetHeader, PrintStyles } from './print-sheet';
import { UnsavedAllergensDialog } from './unsaved-allergens-dialog';
import { withoutSamples } from '@/domain/samples';

function NoMenus() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 pt-6 text-center md:pt-6">
        <h2 className="text-lg font-semibold">
          <Trans>No saved menus yet</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Upload and save a menu, then say here what each dish contains.</Trans>
        </p>
        <Button asChild>
          <Link to={paths.upload}>
            <Trans>Upload Menu</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /allergens: the matrix a kitchen confirms, prints and exports, and the guest lookup. */
export function AllergensPage({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useLingui();
  const restaurantId = restaurant.restaurantid;
  // No regime chosen yet: the manager's own locale is the best guess.
  const regime = regimeOrLocale(restaurant.allergen_regime);
  const query = useMenus(restaurantId);
  // Samples are the app's, not the kitchen's: nobody can stand behind their allergens.
  const saved = useMemo(() => withoutSamples(query.data ?? []), [query.data]);
  const draft = useAllergenDraft(restaurantId, saved, regime);
  const filter = useMatrixFilter(draft.menus);
  const versions = useLatestVersions(restaurantId, saved);
  const saveButton = useRef<HTMLButtonElement>(null);

  const downloadCsv = () =>
    downloadText(
      allergenCsv(filter.shown, regime),
      allergenCsvFileName(restaurant.restaurant_name, new Date()),
      'text/csv;charset=utf-8',
    );

  let body;
  if (query.isPending) body = <Spinner label={t`Loading menus...`} />;
  else if (query.isError)
    body = (
      <Card>
        <CardContent className="grid gap-3 pt-6 md:pt-6">
          <p role="alert">
            <Trans>Your menus could not be loaded.</Trans>
          </p>
          <Button onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  else if (saved.length === 0) body = <NoMenus />;
  else
    body = (
      // minmax(0, 1fr): the matrix scrolls inside its own box instead of widening the page.
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <MatrixFilters
          menus={draft.menus}
          menuId={filter.menuId}
          onMenu={filter.setMenuId}
          categories={filter.categories}
          category={filter.category}
          onCategory={filter.setCategory}
        />
        <AllergenLegend />
        {filter.shown.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No dishes here yet.</Trans>
          </p>
        ) : (
          <AllergenMatrix
            menus={filter.shown}
            regime={regime}
            showMenuName={filter.shown.length > 1}
            onEdit={draft.edit}
          />
        )}
        <section aria-labelledby="guest-lookup" className="mt-4 grid gap-3 print:hidden">
          <h2 id="guest-lookup" className="text-xl font-semibold">
            <Trans>Guest lookup</Trans>
          </h2>
          {/* What staff see: saved states only, not this page's draft. */}
          <GuestLookup menus={saved} regime={regime} />
        </section>
      </div>
    );

  const ready = saved.length > 0;
  const changed = draft.changedItems;
  return (
    <>
      <PrintStyles />
      <PrintSheetHeader
        restaurantName={restaurant.restaurant_name}
        menus={filter.shown}
        versions={versions.data}
        dirty={draft.dirty}
      />
      <div className="print:hidden">
        <PageHeader
          title={t`Allergens`}
          description={
            draft.dirty
              ? t`${plural(changed, { one: '# dish changed, not saved yet.', other: '# dishes changed, not saved yet.' })}`
              : t`Confirm what each dish contains; staff and the printed sheet show only confirmed states.`
          }
          actions={
            ready && (
              <>
                <Button
                  ref={saveButton}
                  onClick={() => void draft.save()}
                  disabled={!draft.dirty || draft.saving}
                  className="w-full sm:w-auto"
                >
                  <Save aria-hidden />
                  {draft.saving ? <Trans>Saving...</Trans> : <Trans>Save changes</Trans>}
                </Button>
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden />
                  <Trans>Print</Trans>
                </Button>
                <Button variant="outline" onClick={downloadCsv}>
                  <Download aria-hidden />
                  <Trans>Download CSV</Trans>
                </Button>
              </>
            )
          }
        />
      </div>
      {body}
      <AllergenConflictDialog
        conflict={draft.conflict}
        regime={regime}
        returnFocus={saveButton}
        onClose={draft.closeConflict}
      />
      <UnsavedAllergensDialog
        dirty={draft.dirtyNow}
        onSave={draft.save}
        onDiscard={draft.discard}
      />
    </>
  );
}
