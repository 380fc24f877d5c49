import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import type { MenuChange } from '@/domain/notification';
import type { StaffMember } from '@/domain/staff';
import { useStaff } from '@/data/staff';
import { useSendNotification } from '../api/use-send-notification';
import { CheckList } from './check-list';
import { ItemsTab } from './items-tab';
import { MessageTab } from './message-tab';
import { useNotifyItems } from './use-notify-items';

export function NotifyStaff({ userId, restaurantId }: { userId: string; restaurantId: string }) {
  const staff = useStaff(restaurantId);
  const { items, fromChanges, loading } = useNotifyItems(userId, restaurantId);
  const active = useMemo(
    () => (staff.data ?? []).filter((s) => s.status === 'active'),
    [staff.data],
  );
  if (loading || !staff.data) return <Spinner />;
  return (
    <NotifyForm
      restaurantId={restaurantId}
      items={items}
      fromChanges={fromChanges}
      active={active}
    />
  );
}

type FormProps = {
  restaurantId: string;
  items: MenuChange[];
  fromChanges: boolean;
  active: StaffMember[];
};

/** Mounted once the data is in: every item and every active staff member start selected. */
function NotifyForm({ restaurantId, items, fromChanges, active }: FormProps) {
  const navigate = useNavigate();
  const send = useSendNotification(restaurantId);
  // Changes start selected; with none, nothing is, so a briefing is a choice, not a resend.
  const [selectedItems, setSelectedItems] = useState(
    () => new Set(fromChanges ? items.map((i) => i.id) : []),
  );
  const [selectedStaff, setSelectedStaff] = useState(() => new Set(active.map((s) => s.id)));
  const [message, setMessage] = useState('');

  const chosenItems = items.filter((i) => selectedItems.has(i.id));
  const recipients = active.filter((s) => selectedStaff.has(s.id));
  const emailRecipients = recipients.filter((s) => s.notificationPreference !== 'app');

  const onSend = async () => {
    if (recipients.length === 0) {
      toast.error('No staff selected', {
        description: 'Please select at least one staff member to notify',
      });
      return;
    }
    try {
      await send.mutateAsync({
        message,
        recipientIds: recipients.map((r) => r.id),
        items: chosenItems,
        fromChanges,
      });
      toast.success('Update sent', {
        description: `${recipients.length} staff members will see it in Preshift.`,
      });
      navigate(paths.dashboard);
    } catch (error) {
      console.error('[notify] send failed', error);
      toast.error('Sending failed', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 md:pt-6">
        <Tabs defaultValue="items">
          <TabsList>
            <TabsTrigger value="items">Menu Items</TabsTrigger>
            <TabsTrigger value="staff">Staff</TabsTrigger>
            <TabsTrigger value="message">Message</TabsTrigger>
          </TabsList>
          <TabsContent value="items" className="grid gap-2">
            <ItemsTab
              items={items}
              fromChanges={fromChanges}
              selected={selectedItems}
              onChange={setSelectedItems}
            />
          </TabsContent>
          <TabsContent value="staff">
            {active.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No active staff yet. Add your team on the Staff page.
              </p>
            ) : (
              <CheckList
                legend="Staff"
                selected={selectedStaff}
                onChange={setSelectedStaff}
                rows={active.map((s) => ({
                  id: s.id,
                  label: `${s.name} (${s.role})`,
                  detail: `${s.email} · prefers ${s.notificationPreference}`,
                }))}
              />
            )}
          </TabsContent>
          <TabsContent value="message" className="grid gap-3">
            <MessageTab
              message={message}
              onMessage={setMessage}
              emails={emailRecipients.map((s) => s.email)}
              itemNames={chosenItems.map((i) => i.name)}
            />
          </TabsContent>
        </Tabs>
        {/* On phones the send button stays reachable above the bottom navigation. */}
        <div className="sticky bottom-16 -mx-4 bg-card/95 px-4 py-2 md:static md:mx-0 md:bg-transparent md:p-0">
          <Button
            aria-disabled={recipients.length === 0}
            className="w-full aria-disabled:opacity-50 md:w-auto"
            onClick={() => void onSend()}
            disabled={send.isPending}
          >
            {send.isPending ? 'Sending...' : 'Send Menu Update to Staff'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
