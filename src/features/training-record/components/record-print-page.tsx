import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { regimeOrLocale } from '@/domain/allergens';
import type { Restaurant } from '@/domain/restaurant';
import { filterSearch, periodQuery, useRecordFilter } from '../hooks/use-record-filter';
import { useFilteredRecord } from '../hooks/use-filtered-record';
import { RecordPrint } from './record-print';

/**
 * /training-record/print: the record for the filters in the address, laid out for paper. The
 * browser's own Print saves it as a PDF; the way back is not printed.
 */
export function RecordPrintPage({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useLingui();
  const { filter } = useRecordFilter();
  const { query, events } = useFilteredRecord(restaurant.restaurantid, filter);
  const period = periodQuery(filter);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" asChild>
          <Link to={`${paths.trainingRecord}?${filterSearch(filter)}`}>
            <ArrowLeft aria-hidden />
            <Trans>Back to the record</Trans>
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <Spinner label={t`Loading the training record...`} />
      ) : query.isError ? (
        <p role="alert">
          <Trans>The training record could not be loaded. Check your connection.</Trans>
        </p>
      ) : (
        <RecordPrint
          restaurantName={restaurant.restaurant_name}
          from={period.from!}
          to={period.to!}
          events={events}
          regime={regimeOrLocale(restaurant.allergen_regime)}
        />
      )}
    </div>
  );
}
