import { createForgotPasswordImplementations } from '../../../../machines/forgot-password/forgot-password.actors';
import { forgotPasswordMachine } from '../../../../machines/forgot-password/forgot-password.machine';
import { createResetPasswordImplementations } from '../../../../machines/reset-password/reset-password.actors';
import { resetPasswordMachine } from '../../../../machines/reset-password/reset-password.machine';
import { forgotPassword, resetPassword } from '../../../adapters/api/accounts-api';
import { goTo } from '../../../adapters/navigation';
import { defineScreen } from '../screen';

/** /forgot-password and /password-reset with the browser's effects. */
export const forgotPasswordScreen = defineScreen(
  'forgotPassword',
  forgotPasswordMachine.provide(
    createForgotPasswordImplementations({
      forgotPassword,
      // Spec §8: a failure of this request is only logged.
      logFailure: (error) => console.warn('forgot-password request failed', error),
    }),
  ),
);

export const resetPasswordScreen = defineScreen(
  'resetPassword',
  resetPasswordMachine.provide(
    // Spec §8: then go to / (where a guest is sent on to /login).
    createResetPasswordImplementations({ resetPassword, goHome: () => goTo('/') }),
  ),
);
