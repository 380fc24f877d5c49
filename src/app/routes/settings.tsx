import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { DashboardSamples } from '@/features/dashboard/components/dashboard-samples';
import { MenuManagementCard } from '@/features/dashboard/components/menu-management-card';
import { RecentNotificationsCard } from '@/features/dashboard/components/recent-notifications-card';
import { StaffManagementCard } from '@/features/dashboard/components/staff-management-card';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';
import { regimeOrLocale } from '@/domain/allergens';

export function SettingsRoute() {
  return (
    <SignedInFrame width="full">
      <div className="grid gap-6">
        <DashboardHeader />
        <MenuManagementCard />
        <RequireRestaurant>
          {(restaurant) => (
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="lg:col-span-2 empty:hidden">
                <DashboardSamples restaurant={restaurant} />
              </div>
              <StaffManagementCard restaurantId={restaurant.restaurantid} />
              <RecentNotificationsCard
                restaurantId={restaurant.restaurantid}
                regime={regimeOrLocale(restaurant.allergen_regime)}
                restaurantName={restaurant.restaurant_name}
              />
            </div>
          )}
        </RequireRestaurant>
      </div>
    </SignedInFrame>
  );
}
