import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/dialogs/confirm-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { Special } from '@/domain/special';
import { sortSpecials, specialStatus } from '@/domain/special-rules';
import { useSpecials } from '@/data/specials';
import { useAddSpecial, useDeleteSpecial, useUpdateSpecial } from '../api/use-special-mutations';
import { useToday } from '../hooks/use-today';
import { SpecialCard } from './special-card';
import { SpecialFormDialog } from './special-form-dialog';

type Editor = { special: Special | null } | null;

/** /specials: persisted specials with status, ordered Active, Upcoming, Expired. */
export function SpecialsManager({ restaurantId }: { restaurantId: string }) {
  const { t } = useLingui();
  const query = useSpecials(restaurantId);
  const today = useToday();
  const add = useAddSpecial(restaurantId);
  const update = useUpdateSpecial(restaurantId);
  const remove = useDeleteSpecial(restaurantId);
  const [editor, setEditor] = useState<Editor>(null);
  const [toDelete, setToDelete] = useState<Special | null>(null);
  const deleteName = toDelete?.name;

  const rows = useMemo(
    () =>
      sortSpecials(query.data ?? [], today).map((s) => ({
        special: s,
        status: specialStatus(s, today),
      })),
    [query.data, today],
  );
  const counts = useMemo(() => {
    const c = { active: 0, upcoming: 0, expired: 0 };
    for (const row of rows) c[row.status] += 1;
    return c;
  }, [rows]);

  const { active, upcoming, expired } = counts;
  const openAdd = () => setEditor({ special: null });
  const closeEditor = () => setEditor(null);

  let body;
  if (query.isPending) body = <Spinner label={t`Loading specials...`} />;
  else if (query.isError)
    body = (
      <Card>
        <CardContent className="grid gap-3 pt-6 md:pt-6">
          <p role="alert">
            <Trans>Your specials could not be loaded.</Trans>
          </p>
          <Button onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  else if (rows.length === 0)
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center md:pt-6">
          <Sparkles className="size-10 text-primary" aria-hidden />
          <h2 className="text-lg font-semibold">
            <Trans>No specials yet</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Add a special with the dates it runs, and your team will see it while it is active.
            </Trans>
          </p>
          <Button onClick={openAdd}>
            <Trans>Add your first special</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  else
    body = (
      <>
        <p className="mb-3 text-sm text-muted-foreground" data-testid="specials-summary">
          {t`${active} active now · ${upcoming} upcoming · ${expired} expired`}
        </p>
        <ul aria-label={t`Specials`} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {rows.map(({ special, status }) => (
            <SpecialCard
              key={special.id}
              special={special}
              status={status}
              onEdit={() => setEditor({ special })}
              onDelete={() => setToDelete(special)}
            />
          ))}
        </ul>
      </>
    );

  return (
    <>
      <PageHeader
        title={t`Specials & Promotions`}
        description={t`Plan specials with the dates they run; the team sees the active ones.`}
        actions={
          <Button onClick={openAdd} className="w-full sm:w-auto">
            <Plus aria-hidden />
            <Trans>Add Special</Trans>
          </Button>
        }
      />
      {body}

      {editor && (
        <SpecialFormDialog
          key={editor.special?.id ?? 'new'}
          special={editor.special}
          saving={add.isPending || update.isPending}
          onOpenChange={(open) => !open && closeEditor()}
          onSubmit={async (values, version) => {
            if (editor.special)
              await update.mutateAsync({ id: editor.special.id, values, version });
            else await add.mutateAsync(values);
            closeEditor();
          }}
        />
      )}

      <ConfirmDeleteDialog
        open={!!toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        title={t`Delete this special?`}
        description={
          toDelete ? (
            <Trans>{deleteName} will be removed from your specials. This cannot be undone.</Trans>
          ) : (
            <Trans>This special will be removed from your specials. This cannot be undone.</Trans>
          )
        }
      />
    </>
  );
}
