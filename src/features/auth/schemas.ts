import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { PASSWORD_MIN, SIGNUP_RESTAURANT_NAME_MIN } from '@/config/constants';
import { userTypeSchema } from '@/domain/profile';

// Messages are functions: they are looked up in the language shown when the form validates.
const email = z
  .string()
  .trim()
  .email({ error: () => t`Please enter a valid email address` });

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => t`Email is required` }),
  password: z.string().min(1, { error: () => t`Password is required` }),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** Sign-up form; restaurantName is only asked on the onboarding path. */
export const signUpSchema = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, { error: () => t`Password must be at least 6 characters` }),
  fullName: z.string().trim().optional(),
  userType: z.enum(userTypeSchema.options, { error: () => t`Please select your user type` }),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const onboardingSchema = signUpSchema.extend({
  restaurantName: z
    .string()
    .trim()
    .min(SIGNUP_RESTAURANT_NAME_MIN, { error: () => t`Restaurant name is required` }),
});
export type OnboardingValues = z.infer<typeof onboardingSchema>;
