import { t } from '@lingui/core/macro';
import { restaurantFormSchemaWith } from '@/domain/restaurant';

/**
 * The restaurant form's schema: the domain's rules, said in the language shown when the form is
 * validated (each message is read then, not when this module loads).
 */
export const restaurantFormSchema = restaurantFormSchemaWith({
  nameRequired: () => t`Restaurant name is required`,
  nameTooShort: () => t`Restaurant name must be at least 2 characters`,
  addressRequired: () => t`Address is required`,
  addressTooShort: () => t`Address must be at least 5 characters`,
  websiteInvalid: () => t`Please enter a valid URL`,
});
