import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { toast } from 'sonner';
import { getBackend } from '@/backend';
import { isOnline, subscribeOnline } from '@/lib/offline/network-state';
import { QUIZ_FAILED_TEXT, sendQueued, type OutboxNotice, type StaffOutbox } from '../api/outbox';
import { staffHomeKeys } from '../api/queries';

function tell(notice: OutboxNotice) {
  if (notice.kind === 'quiz-failed')
    toast.error(i18n._(QUIZ_FAILED_TEXT), { description: notice.message });
  else {
    const { what, reason } = notice;
    toast.error(t`Could not send`, { description: t`${what}: ${reason}` });
  }
}

/**
 * Sends the outbox when the page opens online, when the network returns and when the page is
 * shown again (a phone waking up), then reads the staff data again to show what changed.
 * Returns the same send, for writes queued while online behind earlier ones.
 */
export function useOutboxFlush(outbox: StaffOutbox): () => Promise<void> {
  const queryClient = useQueryClient();
  const flush = useCallback(async () => {
    if (!isOnline() || outbox.entries().length === 0) return;
    try {
      const access = (await getBackend()).staffAccess;
      const result = await outbox.drain((entry) => sendQueued(access, outbox, entry, tell));
      if (result.sent > 0) toast.success(t`Sent what you did offline`);
      if (result.sent + result.dropped > 0)
        await queryClient.invalidateQueries({ queryKey: staffHomeKeys.all });
    } catch (error) {
      // Kept in the outbox: the next chance sends it.
      console.error('[outbox] could not send', error);
    }
  }, [outbox, queryClient]);

  useEffect(() => {
    void flush();
    // The browser's `online` event, or a request getting through again after one failed.
    const stopWatching = subscribeOnline(() => {
      if (isOnline()) void flush();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flush();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopWatching();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [flush]);
  return flush;
}
