import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/session/auth-context';
import { signInSchema, signUpSchema, type SignInValues, type SignUpValues } from '../schemas';
import { AccountFields } from './account-fields';
import { SocialButtons } from './social-buttons';
import { UserTypeField } from './user-type-field';

function SignInForm() {
  const { t } = useLingui();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const busy = form.formState.isSubmitting;
  return (
    <form
      noValidate={false}
      className="grid gap-4"
      onSubmit={form.handleSubmit(async (v) => {
        if (await signIn(v.email, v.password)) navigate(paths.dashboard, { replace: true });
      })}
    >
      <AccountFields register={form.register} errors={form.formState.errors} />
      <Button type="submit" disabled={busy}>
        {busy ? t`Loading...` : t`Sign In`}
      </Button>
    </form>
  );
}

function SignUpForm({ invitedEmail }: { invitedEmail: string | null }) {
  const { t } = useLingui();
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    // An invitation is to a restaurant's staff: its link fills in the address it was sent to.
    defaultValues: invitedEmail
      ? { email: invitedEmail, password: '', fullName: '', userType: 'Staff' }
      : { email: '', password: '', fullName: '', userType: 'Manager' },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  return (
    <form
      className="grid gap-4"
      onSubmit={form.handleSubmit(async (v) => {
        const result = await signUp({
          email: v.email,
          password: v.password,
          fullName: v.fullName,
          userType: v.userType,
        });
        if (result?.session) navigate(paths.dashboard, { replace: true });
      })}
    >
      <AccountFields register={form.register} errors={errors} newAccount />
      <Controller
        control={form.control}
        name="userType"
        render={({ field }) => (
          <UserTypeField
            value={field.value}
            onChange={field.onChange}
            error={errors.userType?.message}
          />
        )}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t`Loading...` : t`Sign Up`}
      </Button>
    </form>
  );
}

/**
 * Sign in, or sign up. The invitation e-mail's link (`/auth?signup=1&email=<address>`) opens the
 * sign-up form with the invited address filled in; after sign-up the staff home offers to join.
 */
export function AuthForm() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const invitedEmail = params.get('signup') === '1' ? params.get('email')?.trim() || null : null;
  const [mode, setMode] = useState<'signIn' | 'signUp'>(
    params.get('signup') === '1' ? 'signUp' : 'signIn',
  );
  return (
    <div className="grid gap-6">
      <div className="text-center">
        <h1 className="text-2xl font-bold">{mode === 'signIn' ? t`Sign In` : t`Sign Up`}</h1>
        <p className="text-sm text-muted-foreground">
          {mode === 'signIn' ? t`Welcome back to Preshift.` : t`Create your Preshift account.`}
        </p>
      </div>
      {mode === 'signIn' ? <SignInForm /> : <SignUpForm invitedEmail={invitedEmail} />}
      <SocialButtons />
      <Button variant="link" onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}>
        {mode === 'signIn'
          ? t`Don't have an account? Sign up`
          : t`Already have an account? Sign in`}
      </Button>
    </div>
  );
}
