import { BookOpen, PencilLine, Send, Upload, Wheat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AiSettingsButton } from '@/components/ai-settings/ai-settings-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { TileLink } from './tile-link';

export function MenuManagementCard() {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Menu Management</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.menus}>View Menus</Link>
          </Button>
          <Button asChild>
            <Link to={paths.upload}>Upload Menu</Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TileLink
          to={paths.menuEditor}
          icon={PencilLine}
          title="Edit Menus"
          text="Update menu items and prices"
        />
        <TileLink
          to={paths.notifications}
          icon={Send}
          title="Send Updates"
          text="Notify staff about menu changes"
        />
        <TileLink to={paths.upload} icon={Upload} title="Upload New Menu" text="Add a new menu" />
        <TileLink
          to={paths.training}
          icon={BookOpen}
          title="Staff Training"
          text="Modules and quizzes from your menu"
        />
        <TileLink
          to={paths.allergens}
          icon={Wheat}
          title="Allergens"
          text="Confirm, print and look up allergens"
        />
        <div className="sm:col-span-1 lg:col-span-3">
          <AiSettingsButton />
        </div>
      </CardContent>
    </Card>
  );
}
