import { Trans, useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The explanatory panel about how each preference reaches a person. */
export function NotificationPreferencesPanel() {
  const { t } = useLingui();
  // The preference names as the staff form lists them.
  const email = t`Email`;
  const app = t`App`;
  const both = t`Both`;
  return (
    <Card role="region" aria-labelledby="staff-preferences-title">
      <CardHeader>
        <CardTitle as="h2" id="staff-preferences-title" className="flex items-center gap-2">
          <Bell className="size-5 text-primary" aria-hidden />
          <Trans>Notification Preferences</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Each person chooses how they hear about menu changes.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ul className="grid list-disc gap-1 pl-5">
          <li>
            <Trans>
              <span className="font-medium">{email}</span>: you get a ready mail draft addressed to
              them when you notify staff.
            </Trans>
          </li>
          <li>
            <Trans>
              <span className="font-medium">{app}</span>: the update waits for them in Preshift.
            </Trans>
          </li>
          <li>
            <Trans>
              <span className="font-medium">{both}</span>: they get the mail draft and the in-app
              update.
            </Trans>
          </li>
        </ul>
        <p className="text-muted-foreground">
          <Trans>
            Only active staff receive notifications; invited and inactive people are skipped.
          </Trans>
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={paths.notifications}>
            <Trans>Send Menu Notifications</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
