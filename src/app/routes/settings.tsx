import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { SignedInFrame } from '../signed-in-frame';

export function SettingsRoute() {
  return (
    <SignedInFrame width="full">
      <div className="grid gap-6">
        <DashboardHeader />
      </div>
    </SignedInFrame>
  );
}
