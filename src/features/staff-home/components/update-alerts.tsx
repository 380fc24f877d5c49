import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, BellRing } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { usePushAlerts } from '../hooks/use-push-alerts';
import { useUpdateAlerts } from '../hooks/use-update-alerts';

function Note({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="max-w-sm text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * Update alerts for this device. With a server that pushes (Supabase and a VAPID key), alerts
 * reach the phone with the app closed; otherwise the browser's notices while the app is open
 * (issue 19). Either way the browser asks only after the person's own tap.
 */
export function UpdateAlerts() {
  const { t } = useLingui();
  const TURN_ON = t`Turn on update alerts`;
  const push = usePushAlerts();
  const inApp = useUpdateAlerts();
  const { error } = push;
  if (push.state === 'unavailable')
    return inApp.canAsk ? (
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => void inApp.turnOn()}>
        <BellRing aria-hidden />
        {TURN_ON}
      </Button>
    ) : null;
  if (push.state === 'needs-home-screen')
    return (
      <Note>
        <Trans>
          On iPhone and iPad, update alerts need Preshift on your Home Screen: tap Share, then Add
          to Home Screen, and open Preshift from there.
        </Trans>
      </Note>
    );
  if (push.state === 'checking') return null;
  if (push.state === 'blocked')
    return (
      <Note>
        <Trans>
          Update alerts are blocked by your browser. To allow them, open this site&apos;s settings
          (the icon beside the address), allow notifications, then reload this page.
        </Trans>
      </Note>
    );
  if (push.state === 'on')
    return (
      <div className="grid justify-items-start gap-1 sm:justify-items-end">
        <Note>
          <Trans>Update alerts are on for this device.</Trans>
        </Note>
        <Button
          variant="outline"
          size="sm"
          disabled={push.busy}
          onClick={() => void push.turnOff()}
        >
          <BellOff aria-hidden />
          <Trans>Turn off alerts</Trans>
        </Button>
      </div>
    );
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      {push.state === 'turned-off' && (
        <Note>
          <Trans>Update alerts are off for this device.</Trans>
        </Note>
      )}
      {push.error && (
        <p role="alert" className="max-w-sm text-sm text-destructive">
          <Trans>Alerts could not be turned on: {error}</Trans>
        </p>
      )}
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        disabled={push.busy}
        onClick={() => void push.turnOn()}
      >
        <BellRing aria-hidden />
        {TURN_ON}
      </Button>
    </div>
  );
}
