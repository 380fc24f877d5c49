import { Trans, useLingui } from '@lingui/react/macro';
import { Send, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { StaffMember } from '@/domain/staff';
import { countStaff } from '@/domain/staff-rules';
import { useStaffStorageStatus } from '../api/storage-status';
import {
  useAddStaff,
  useCancelInvite,
  useInviteStaff,
  useRemoveStaff,
  useResendInvite,
  useUpdateStaff,
} from '../api/use-staff-mutations';
import { useStaff } from '@/data/staff';
import { CorruptStaffNotice } from './corrupt-staff-notice';
import { InviteStaffCard } from './invite-staff-card';
import { NotificationPreferencesPanel } from './notification-preferences-panel';
import { StaffCountCards } from './staff-count-cards';
import { StaffDirectory } from './staff-directory';
import { RemoveStaffDialog } from './remove-staff-dialog';
import { StaffFormDialog } from './staff-form-dialog';
import { StaffSamples } from './staff-samples';

type Editing = { member: StaffMember | null } | null;

/** The /staff screen for one restaurant. */
export function StaffManagement({ restaurantId }: { restaurantId: string }) {
  const { t } = useLingui();
  const query = useStaff(restaurantId);
  const add = useAddStaff(restaurantId);
  const update = useUpdateStaff(restaurantId);
  const invite = useInviteStaff(restaurantId);
  const cancel = useCancelInvite(restaurantId);
  const resend = useResendInvite();
  const remove = useRemoveStaff(restaurantId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const staff = useMemo(() => query.data ?? [], [query.data]);
  const counts = useMemo(() => countStaff(staff), [staff]);
  const storage = useStaffStorageStatus(restaurantId, query.isSuccess).data;
  const saving = add.isPending || update.isPending;

  const actions = (
    <>
      <Button onClick={() => setEditing({ member: null })}>
        <UserPlus aria-hidden />
        <Trans>Add Staff</Trans>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.notifications}>
          <Send aria-hidden />
          <Trans>Send Menu Notifications</Trans>
        </Link>
      </Button>
    </>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t`Staff Management`}
        description={t`Your team, their roles and how they hear about menu changes.`}
        actions={actions}
      />
      {storage?.corrupt && <CorruptStaffNotice backupKept={storage.backupKept} />}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert">
          <Trans>There was a problem loading your staff. Please reload the page.</Trans>
        </p>
      ) : (
        <>
          <StaffSamples restaurantId={restaurantId} staff={staff} />
          <StaffCountCards counts={counts} />
          <StaffDirectory
            staff={staff}
            busy={cancel.isPending || remove.isPending}
            onEdit={(member) => setEditing({ member })}
            onResend={(member) => resend.mutate(member)}
            onCancelInvite={(member) => cancel.mutate(member)}
            onRemove={setRemoving}
          />
          <div className="grid gap-6 md:grid-cols-2">
            <InviteStaffCard
              sending={invite.isPending}
              onInvite={(email, done) => invite.mutate(email, { onSuccess: done })}
            />
            <NotificationPreferencesPanel />
          </div>
        </>
      )}
      <RemoveStaffDialog
        member={removing}
        onCancel={() => setRemoving(null)}
        onConfirm={(member) => {
          setRemoving(null);
          remove.mutate(member);
        }}
      />
      {editing && (
        <StaffFormDialog
          member={editing.member}
          saving={saving}
          onOpenChange={(open) => !open && setEditing(null)}
          onSubmit={async (values, version) => {
            if (editing.member)
              await update.mutateAsync({ id: editing.member.id, values, version });
            else await add.mutateAsync(values);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
