import { translateValidation } from '../../i18n/validation-messages';
import { errorTextWith } from './form-support';

/** The first message of a field, translated with every form's validation texts. */
export const errorText = errorTextWith(translateValidation);
