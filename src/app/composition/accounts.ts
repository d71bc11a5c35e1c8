import { createForgotPasswordImplementations } from '../../../machines/forgot-password/forgot-password.actors';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import { createLoginImplementations } from '../../../machines/login/login.actors';
import { loginMachine } from '../../../machines/login/login.machine';
import { createResendCodeImplementations } from '../../../machines/resend-code/resend-code.actors';
import { resendCodeMachine } from '../../../machines/resend-code/resend-code.machine';
import { createResetPasswordImplementations } from '../../../machines/reset-password/reset-password.actors';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import { createSignupImplementations } from '../../../machines/signup/signup.actors';
import { signupMachine } from '../../../machines/signup/signup.machine';
import { createVerifyEmailImplementations } from '../../../machines/verify-email/verify-email.actors';
import { verifyEmailMachine } from '../../../machines/verify-email/verify-email.machine';
import {
  fetchBreeds,
  forgotPassword,
  login,
  register,
  resendVerifyCode,
  resetPassword,
  verifyEmail,
} from '../../adapters/accounts-api';
import { goTo } from '../../adapters/navigation';
import { defineScreen } from './screen';

/** Accounts screens with the browser's effects (imported by their lazy route chunks only). */
export const loginScreen = defineScreen('login', loginMachine.provide(createLoginImplementations({ login })));

export const signupScreen = defineScreen(
  'signup',
  signupMachine.provide(createSignupImplementations({ fetchBreeds, register, login })),
);

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
