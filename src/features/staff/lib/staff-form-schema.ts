import { t } from '@lingui/core/macro';
import { staffFormSchemaWith } from '@/domain/staff';

/**
 * The staff dialog's schema: the domain's rules, said in the language shown when the form is
 * validated (each message is read then, not when this module loads).
 */
export const staffFormSchema = staffFormSchemaWith({
  nameTooShort: () => t`Name must be at least 2 characters`,
  roleRequired: () => t`Role is required`,
  emailInvalid: () => t`Invalid email address`,
  preferenceRequired: () => t`Please select a notification preference`,
});
