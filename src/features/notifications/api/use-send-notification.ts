import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { rangesForSend } from '@/domain/menu-version-rules';
import type { MenuChange } from '@/domain/notification';
import type { Regime } from '@/domain/allergens';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import { buildNotification } from '@/domain/notification-rules';
import { changeSetForSend, isRequired } from '@/domain/update-contents';
import { DEFAULT_LOCALE, type Locale } from '@/domain/i18n/locales';
import type { AiSettings } from '@/lib/ai/settings';
import { collectionKey } from '@/data/collection';
import { deliverAfter, deliveryKeys } from '@/data/deliveries';
import { menuKeys } from '@/data/menus';
import { loadUnannounced } from '@/data/unannounced';
import { translateMessage, translationTargets } from './translate-message';
import { quizStillTrue } from './update-draft';

type SendInput = {
  message: string;
  recipientIds: string[];
  items: MenuChange[];
  /** The items are (some of) the unannounced changes, not a briefing on a whole menu. */
  fromChanges: boolean;
  /** The quiz as the manager approved it (questions dropped or edited). */
  quiz: ChangeQuizQuestion[];
  /** The manager's 'Required' switch; a safety change makes the update required regardless. */
  required: boolean;
  regime: Regime;
  /** The language the manager wrote the message in: their screen's at send time. */
  messageLocale: Locale;
  /** Each recipient's language (null: their browser's, unknown here). */
  recipientLanguages: (Locale | null | undefined)[];
  /** The manager's AI settings: with a key, the message is translated for the others. */
  ai: AiSettings;
};

/**
 * Sending translates the manager's message for recipients who read another language (when a
 * model is configured; a failed translation never stops the send), then records the update
 * (newest first) with the menu versions it announces, and counts it for each recipient; on
 * Supabase the server then e-mails and pushes it. Changes the manager left unticked are held
 * back and offered again later.
 */
export function useSendNotification(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendInput) => {
      const { message, recipientIds, items, fromChanges } = input;
      // Blank is the default message, which is English; only the manager's own words are
      // translated. Before reading the menus: the read at send time stays the freshest.
      const written = message.trim() ? input.messageLocale : DEFAULT_LOCALE;
      const targets = message.trim() ? translationTargets(written, input.recipientLanguages) : [];
      const translation = await translateMessage(message, written, targets, input.ai);
      const backend = await getBackend();
      // Read again at send time: another device may have saved since the screen loaded.
      const unannounced = fromChanges ? await loadUnannounced(backend, restaurantId) : null;
      const sentIds = new Set(items.map((i) => i.id));
      const menuVersions = unannounced ? rangesForSend(unannounced, sentIds) : [];
      const changeSet = unannounced ? changeSetForSend(unannounced, sentIds, input.regime) : [];
      const record = buildNotification({
        message,
        recipientIds,
        items,
        menuVersions,
        changeSet,
        quiz: quizStillTrue(input.quiz, changeSet),
        required: isRequired(changeSet, input.required),
        messageLocale: written,
        messageTranslations: translation.translations,
      });
      // One action: the update, its recipients and their counters are stored together or not
      // at all, so a send from another device at the same moment is never lost.
      const update = await backend.notifications.send(restaurantId, record);
      // Then the server sends the e-mails and pushes the send queued (Supabase). Its failure
      // leaves the update sent: the manager sees the deliveries failed or queued, and retries.
      const delivery = await deliverAfter(backend, { notificationId: update.id });
      return { update, delivery, translation };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKey('notifications', restaurantId) }),
        queryClient.invalidateQueries({ queryKey: collectionKey('staff', restaurantId) }),
        queryClient.invalidateQueries({ queryKey: menuKeys.unannounced(restaurantId) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
      ]),
  });
}
