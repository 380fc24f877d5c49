import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type AccountValues = { email: string; password: string; fullName?: string };

type Props<T extends AccountValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Sign-up and onboarding: ask for the name too, and let the browser suggest a new password. */
  newAccount?: boolean;
};

/** The account fields of the sign-in, sign-up and onboarding forms. */
export function AccountFields<T extends AccountValues>({
  register,
  errors,
  newAccount = false,
}: Props<T>) {
  const { t } = useLingui();
  // Every T has these fields, so their names are paths of T: TypeScript cannot see it for a generic.
  const field = (name: keyof AccountValues) => register(name as Path<T>);
  const error = (name: keyof AccountValues) =>
    (errors as FieldErrors<AccountValues>)[name]?.message;
  return (
    <>
      {newAccount && (
        <FormField label={t`Full Name`} error={error('fullName')}>
          <Input autoComplete="name" {...field('fullName')} />
        </FormField>
      )}
      <FormField label={t`Email`} error={error('email')}>
        <Input type="email" autoComplete="email" required {...field('email')} />
      </FormField>
      <FormField label={t`Password`} error={error('password')}>
        <Input
          type="password"
          autoComplete={newAccount ? 'new-password' : 'current-password'}
          required
          {...field('password')}
        />
      </FormField>
    </>
  );
}
