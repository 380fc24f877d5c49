import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/session/auth-context';
import { restaurantKeys } from '@/session/restaurant-keys';
import { completeOnboarding } from '../api/complete-onboarding';
import { onboardingSchema, type OnboardingValues } from '../schemas';
import { AccountFields } from './account-fields';

export function OnboardingForm() {
  const { t } = useLingui();
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    mode: 'onTouched',
    // Onboarding creates a restaurant, so its user is always a manager.
    defaultValues: {
      email: '',
      password: '',
      fullName: '',
      restaurantName: '',
      userType: 'Manager',
    },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const result = await signUp({
        email: v.email,
        password: v.password,
        fullName: v.fullName,
        userType: 'Manager',
      });
      if (!result) return; // signUp already showed 'Sign up failed' with the reason.
      const restaurant = await completeOnboarding(v);
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
      if (!restaurant) {
        toast.error(t`Setup incomplete`, {
          description: t`Account created but restaurant setup failed. Please try again.`,
        });
        navigate(paths.restaurantDetails, { replace: true });
        return;
      }
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      toast.error(t`Sign up failed`, {
        description: error instanceof Error ? error.message : t`Failed to create account`,
      });
    }
  });

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Get Started</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Create your account and restaurant profile</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit}>
          <FormField label={t`Restaurant Name`} error={errors.restaurantName?.message}>
            <Input autoComplete="organization" required {...form.register('restaurantName')} />
          </FormField>
          <AccountFields register={form.register} errors={errors} newAccount />
          <Button type="submit" disabled={busy}>
            {busy ? t`Loading...` : t`Create Account`}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.auth}>
              <Trans>Sign In to Existing Account</Trans>
            </Link>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
