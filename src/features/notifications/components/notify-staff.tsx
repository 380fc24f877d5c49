import { Mail } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { DEFAULT_NOTIFICATION_MESSAGE, mailDraftHref } from '@/domain/notification-rules';
import { useStaffList } from '../api/queries';
import { useSendNotification } from '../api/use-send-notification';
import { CheckList } from './check-list';
import { useNotifyItems } from './use-notify-items';

export function NotifyStaff({ userId, restaurantId }: { userId: string; restaurantId: string }) {
  const navigate = useNavigate();
  const staff = useStaffList(restaurantId);
  const { items, fromChanges, loading } = useNotifyItems(userId, restaurantId);
  const send = useSendNotification(restaurantId);
  const active = useMemo(
    () => (staff.data ?? []).filter((s) => s.status === 'active'),
    [staff.data],
  );
  const [selectedItems, setSelectedItems] = useState<Set<string> | null>(null);
  const [selectedStaff, setSelectedStaff] = useState<Set<string> | null>(null);
  const [message, setMessage] = useState('');

  // Everything selected and all active staff preselected (SPEC §4), once the data arrives.
  useEffect(() => {
    if (!loading && selectedItems === null) setSelectedItems(new Set(items.map((i) => i.id)));
  }, [loading, items, selectedItems]);
  useEffect(() => {
    if (staff.data && selectedStaff === null) setSelectedStaff(new Set(active.map((s) => s.id)));
  }, [staff.data, active, selectedStaff]);

  if (!selectedItems || !selectedStaff) return <Spinner />;

  const chosenItems = items.filter((i) => selectedItems.has(i.id));
  const recipients = active.filter((s) => selectedStaff.has(s.id));
  const emailRecipients = recipients.filter((s) => s.notificationPreference !== 'app');
  const finalMessage = message.trim() || DEFAULT_NOTIFICATION_MESSAGE;

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
      navigate(paths.settings);
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
            <p className="text-sm text-muted-foreground">
              {fromChanges
                ? 'Changes since your last update.'
                : 'No recent changes: these are the items of your current menu.'}
            </p>
            <CheckList
              legend="Menu items"
              selected={selectedItems}
              onChange={setSelectedItems}
              rows={items.map((i) => ({
                id: i.id,
                label: (
                  <span className="flex flex-wrap items-center gap-2">
                    {i.name} <span className="text-muted-foreground">{i.price}</span>
                    {i.isNew && <Badge>New</Badge>}
                    {i.isUpdated && <Badge variant="secondary">Updated</Badge>}
                  </span>
                ),
                detail: i.details,
              }))}
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
            <Label htmlFor="notify-message">Message</Label>
            <Textarea
              id="notify-message"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={DEFAULT_NOTIFICATION_MESSAGE}
            />
            {emailRecipients.length > 0 && (
              <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
                <p>
                  Preshift does not send e-mail. {emailRecipients.length} of the selected staff
                  prefer e-mail: open a ready draft in your mail app to reach them too.
                </p>
                <a
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline"
                  href={mailDraftHref(
                    emailRecipients.map((s) => s.email),
                    finalMessage,
                    chosenItems.map((i) => i.name),
                  )}
                >
                  <Mail className="size-4" aria-hidden />
                  Open e-mail draft
                </a>
              </div>
            )}
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
