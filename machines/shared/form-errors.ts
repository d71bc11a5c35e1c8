import { M } from '../../contract/messages';
import type { FieldErrors } from './form-failure';
import { validationErrorsAmong } from './validation-errors';

export type { FieldErrors };

/**
 * The field errors of a 422 answer when every one of them is a validation message of the
 * contract (contract/messages.ts): the form shows them on its fields, translated. Anything else
 * is for the machine to word itself (validation-errors.ts).
 */
export const { validationErrorsOf, hasValidationErrors } = validationErrorsAmong(Object.values(M));
