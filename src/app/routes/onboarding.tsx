import { OnboardingPage } from '@/features/auth/components/onboarding-page';

export function OnboardingRoute() {
  return <OnboardingPage />;
}
