import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { format, isToday } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { CloudOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useOnline } from '@/lib/offline/online-status';
import { newestPersistedAt } from '@/lib/offline/query-persistence';

/** '14:05' today, '3 Mar 14:05' before ('3 mar 14:05' in Spanish). */
function savedAtText(at: number, spanish: boolean): string {
  return format(at, isToday(at) ? 'HH:mm' : 'd MMM HH:mm', spanish ? { locale: es } : undefined);
}

/**
 * Says the page is offline and how old what it shows is. The status region is always there, so
 * screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const savedAt = useSyncExternalStore(subscribe, () => newestPersistedAt(client));
  const savedText = savedAt === null ? '' : savedAtText(savedAt, i18n.locale === 'es');
  return (
    <div role="status">
      {!online && (
        <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          <CloudOff className="size-4 shrink-0" aria-hidden />
          {savedAt === null
            ? t`Offline - nothing saved on this device yet`
            : t`Offline - showing what was saved at ${savedText}`}
        </p>
      )}
    </div>
  );
}
