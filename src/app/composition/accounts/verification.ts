import { createResendCodeImplementations } from '../../../../machines/resend-code/resend-code.actors';
import { resendCodeMachine } from '../../../../machines/resend-code/resend-code.machine';
import { createVerifyEmailImplementations } from '../../../../machines/verify-email/verify-email.actors';
import { verifyEmailMachine } from '../../../../machines/verify-email/verify-email.machine';
import { resendVerifyCode, verifyEmail } from '../../../adapters/api/accounts-api';
import { goTo } from '../../../adapters/navigation';
import { defineScreen } from '../screen';

/** The email verification screen (/verify and the layout's gate for an unverified user). */
export const verifyEmailScreen = defineScreen(
  'verifyEmail',
  verifyEmailMachine.provide(
    // Spec §4: after verification the sign-up goes on with the pet photo.
    createVerifyEmailImplementations({ verifyEmail, goToNextStep: () => goTo('/signup-photo') }),
  ),
);

export const resendCodeScreen = defineScreen(
  'resendCode',
  resendCodeMachine.provide(createResendCodeImplementations({ resendCode: resendVerifyCode })),
);
