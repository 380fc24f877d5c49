import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAiSettings } from '@/components/ai-settings/use-ai-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { regimeOrLocale, type Regime } from '@/domain/allergens';
import { DEFAULT_LOCALE, isLocale } from '@/domain/i18n/locales';
import type { UnannouncedChanges } from '@/domain/menu-version-rules';
import type { MenuChange } from '@/domain/notification';
import type { Restaurant } from '@/domain/restaurant';
import { isSample } from '@/domain/samples';
import type { StaffMember } from '@/domain/staff';
import { outcomeSentence, useServerSends } from '@/data/deliveries';
import { useStaff } from '@/data/staff';
import { draftUpdate, type UpdateDraft } from '../api/update-draft';
import { useSendNotification } from '../api/use-send-notification';
import { useQuizDraft } from '../hooks/use-quiz-draft';
import { ItemsTab } from './items-tab';
import { MessageTab } from './message-tab';
import { QuizTab } from './quiz-tab';
import { RequiredSwitch } from './required-switch';
import { StaffTab } from './staff-tab';
import { useNotifyItems } from './use-notify-items';

export function NotifyStaff({ userId, restaurant }: { userId: string; restaurant: Restaurant }) {
  const restaurantId = restaurant.restaurantid;
  const regime = regimeOrLocale(restaurant.allergen_regime);
  const staff = useStaff(restaurantId);
  const { items, fromChanges, unannounced, loading } = useNotifyItems(userId, restaurantId);
  // Samples are not staff (ADR 0026, a departure from the spec's preselection of every active
  // member): they are listed, marked, but can never be chosen.
  const active = useMemo(
    () => (staff.data ?? []).filter((s) => s.status === 'active' && !isSample(s)),
    [staff.data],
  );
  const samples = useMemo(() => (staff.data ?? []).filter(isSample), [staff.data]);
  if (loading || !staff.data) return <Spinner />;
  return (
    <NotifyForm
      restaurantId={restaurantId}
      regime={regime}
      items={items}
      fromChanges={fromChanges}
      unannounced={unannounced}
      active={active}
      samples={samples}
    />
  );
}

type FormProps = {
  restaurantId: string;
  regime: Regime;
  items: MenuChange[];
  fromChanges: boolean;
  unannounced: UnannouncedChanges | null;
  active: StaffMember[];
  samples: StaffMember[];
};

const NO_CHANGES: UpdateDraft = { changeSet: [], quiz: [], safety: false };

/** Mounted once the data is in: every item and every active staff member start selected. */
function NotifyForm({
  restaurantId,
  regime,
  items,
  fromChanges,
  unannounced,
  active,
  samples,
}: FormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const ai = useAiSettings();
  const send = useSendNotification(restaurantId);
  const serverSends = useServerSends();
  // Changes start selected; with none, nothing is, so a briefing is a choice, not a resend.
  const [selectedItems, setSelectedItems] = useState(
    () => new Set(fromChanges ? items.map((i) => i.id) : []),
  );
  const [selectedStaff, setSelectedStaff] = useState(() => new Set(active.map((s) => s.id)));
  const [message, setMessage] = useState('');
  // One seed per visit: ticking items changes which questions are asked, not how they read.
  const [seed] = useState(() => Date.now());
  const [requiredChosen, setRequiredChosen] = useState(false);

  const draft = useMemo(
    () => (unannounced ? draftUpdate(unannounced, selectedItems, regime, seed) : NO_CHANGES),
    [unannounced, selectedItems, regime, seed],
  );
  const quiz = useQuizDraft(draft.quiz);
  const required = draft.safety || requiredChosen;

  const chosenItems = items.filter((i) => selectedItems.has(i.id));
  const recipients = active.filter((s) => selectedStaff.has(s.id));
  const emailRecipients = recipients.filter((s) => s.notificationPreference !== 'app');

  const onSend = async () => {
    if (recipients.length === 0) {
      toast.error(t`No staff selected`, {
        description: t`Please select at least one staff member to notify`,
      });
      return;
    }
    try {
      const { delivery, translation } = await send.mutateAsync({
        message,
        recipientIds: recipients.map((r) => r.id),
        items: chosenItems,
        fromChanges,
        quiz: quiz.quiz,
        required,
        regime,
        // The manager writes in the language their screen shows (the pseudo-locale is English).
        messageLocale: isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE,
        recipientLanguages: recipients.map((r) => r.language),
        ai,
      });
      const delivered = outcomeSentence(delivery);
      const count = recipients.length;
      const reason = translation.error;
      const untranslated = reason
        ? t`Your message went out untranslated (${reason}): staff read it as you wrote it.`
        : '';
      toast.success(t`Update sent`, {
        description: [t`${count} staff members will see it in Preshift.`, delivered, untranslated]
          .filter(Boolean)
          .join(' '),
      });
      navigate(paths.dashboard);
    } catch (error) {
      console.error('[notify] send failed', error);
      toast.error(t`Sending failed`, {
        description: error instanceof Error ? error.message : t`Please try again.`,
      });
    }
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 md:pt-6">
        <Tabs defaultValue="items">
          <TabsList>
            <TabsTrigger value="items">
              <Trans>Menu Items</Trans>
            </TabsTrigger>
            {fromChanges && (
              <TabsTrigger value="quiz">
                <Trans>Quiz</Trans>
              </TabsTrigger>
            )}
            <TabsTrigger value="staff">
              <Trans>Staff</Trans>
            </TabsTrigger>
            <TabsTrigger value="message">
              <Trans>Message</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="items" className="grid gap-2">
            <ItemsTab
              items={items}
              fromChanges={fromChanges}
              changeSet={draft.changeSet}
              selected={selectedItems}
              onChange={setSelectedItems}
            />
          </TabsContent>
          {fromChanges && (
            <TabsContent value="quiz" className="grid gap-3">
              <QuizTab draft={quiz} />
            </TabsContent>
          )}
          <TabsContent value="staff">
            <StaffTab
              active={active}
              samples={samples}
              selected={selectedStaff}
              onChange={setSelectedStaff}
            />
          </TabsContent>
          <TabsContent value="message" className="grid gap-3">
            <MessageTab
              message={message}
              onMessage={setMessage}
              emails={emailRecipients.map((s) => s.email)}
              itemNames={chosenItems.map((i) => i.name)}
              serverSends={serverSends}
            />
          </TabsContent>
        </Tabs>
        {fromChanges && (
          <RequiredSwitch
            safety={draft.safety}
            checked={requiredChosen}
            onChange={setRequiredChosen}
          />
        )}
        {/* On phones the send button stays reachable above the bottom navigation. */}
        <div className="sticky bottom-16 -mx-4 bg-card/95 px-4 py-2 md:static md:mx-0 md:bg-transparent md:p-0">
          <Button
            aria-disabled={recipients.length === 0}
            className="w-full aria-disabled:opacity-50 md:w-auto"
            onClick={() => void onSend()}
            disabled={send.isPending}
          >
            {send.isPending ? t`Sending...` : t`Send Menu Update to Staff`}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
