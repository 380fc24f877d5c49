import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The explanatory panel about how each preference reaches a person. */
export function NotificationPreferencesPanel() {
  return (
    <Card role="region" aria-labelledby="staff-preferences-title">
      <CardHeader>
        <CardTitle as="h2" id="staff-preferences-title" className="flex items-center gap-2">
          <Bell className="size-5 text-primary" aria-hidden />
          Notification Preferences
        </CardTitle>
        <CardDescription>Each person chooses how they hear about menu changes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ul className="grid list-disc gap-1 pl-5">
          <li>
            <span className="font-medium">Email</span>: you get a ready mail draft addressed to them
            when you notify staff.
          </li>
          <li>
            <span className="font-medium">App</span>: the update waits for them in Preshift.
          </li>
          <li>
            <span className="font-medium">Both</span>: they get the mail draft and the in-app
            update.
          </li>
        </ul>
        <p className="text-muted-foreground">
          Only active staff receive notifications; invited and inactive people are skipped.
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={paths.notifications}>Send Menu Notifications</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
