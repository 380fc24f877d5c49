import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { regimeOrLocale } from '@/domain/allergens';
import type { Restaurant } from '@/domain/restaurant';
import { allergensInRecord, personSummaries, rolesInRecord } from '@/domain/training-record-views';
import { downloadText } from '@/lib/download';
import { filterSearch, useRecordFilter } from '../hooks/use-record-filter';
import { useFilteredRecord } from '../hooks/use-filtered-record';
import { trainingRecordCsv, trainingRecordCsvFileName } from '../lib/record-csv';
import { AllergenView } from './allergen-view';
import { PeopleView } from './people-view';
import { RecordFilters } from './record-filters';
import { UpdatesView } from './updates-view';

/**
 * /training-record: who was sent which update, who opened it, passed its quiz and acknowledged
 * it, by update, by person and by allergen change; the CSV and the printable record (issue 46).
 */
export function TrainingRecordPage({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useLingui();
  const regime = regimeOrLocale(restaurant.allergen_regime);
  const { filter, setFilter } = useRecordFilter();
  const { query, all, events } = useFilteredRecord(restaurant.restaurantid, filter);
  const options = useMemo(
    () => ({
      roles: rolesInRecord(all),
      people: personSummaries(all),
      allergens: allergensInRecord(all),
    }),
    [all],
  );
  const downloadCsv = () =>
    downloadText(
      trainingRecordCsv(events, { restaurantName: restaurant.restaurant_name, regime }),
      trainingRecordCsvFileName(restaurant.restaurant_name, new Date()),
      'text/csv;charset=utf-8',
    );

  let body;
  if (query.isPending) body = <Spinner label={t`Loading the training record...`} />;
  else if (query.isError)
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert">
          <Trans>The training record could not be loaded. Check your connection.</Trans>
        </p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  else
    body = (
      <Tabs defaultValue="updates">
        <TabsList>
          <TabsTrigger value="updates">
            <Trans>By update</Trans>
          </TabsTrigger>
          <TabsTrigger value="people">
            <Trans>By person</Trans>
          </TabsTrigger>
          <TabsTrigger value="allergens">
            <Trans>Allergen changes</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="updates">
          <UpdatesView events={events} />
        </TabsContent>
        <TabsContent value="people">
          <PeopleView events={events} />
        </TabsContent>
        <TabsContent value="allergens">
          <AllergenView events={events} regime={regime} />
        </TabsContent>
      </Tabs>
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title={t`Training record`}
        description={t`Who was sent each update, who opened it, passed its quiz and acknowledged it. Kept when people leave or menus change.`}
        actions={
          <>
            <Button variant="outline" onClick={downloadCsv} disabled={!query.data}>
              <Download aria-hidden />
              <Trans>Download CSV</Trans>
            </Button>
            <Button variant="outline" asChild>
              <Link to={`${paths.trainingRecordPrint}?${filterSearch(filter)}`}>
                <Printer aria-hidden />
                <Trans>Printable record</Trans>
              </Link>
            </Button>
          </>
        }
      />
      <RecordFilters
        filter={filter}
        onChange={setFilter}
        roles={options.roles}
        people={options.people}
        allergens={options.allergens}
        regime={regime}
      />
      {body}
    </div>
  );
}
