import { Trans } from '@lingui/react/macro';
import { useAuth } from '@/session/auth-context';

/** Explains local mode where accounts are created, so nobody expects a hosted account. */
export function LocalModeNote() {
  const { backendKind } = useAuth();
  if (backendKind !== 'local') return null;
  return (
    <p role="note" className="max-w-md text-center text-xs text-muted-foreground">
      <Trans>Local mode: accounts and data are stored only in this browser.</Trans>
    </p>
  );
}
