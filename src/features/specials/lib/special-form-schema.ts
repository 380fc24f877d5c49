import { t } from '@lingui/core/macro';
import { specialFormSchemaWith } from '@/domain/special';

/**
 * The special dialog's schema: the domain's rules, said in the language shown when the form is
 * validated (each message is read then, not when this module loads).
 */
export const specialFormSchema = specialFormSchemaWith({
  nameRequired: () => t`Special name is required`,
  dateInvalid: () => t`Expected a date as yyyy-MM-dd`,
  endBeforeStart: () => t`End date must be on or after the start date`,
});
