import { msg } from '@lingui/core/macro';

/** Error texts of spec §8 shared by several flows (translated where shown). */
export const COMMON_MESSAGES = {
  /** 'wrong message' / generic. */
  somethingWentWrong: msg`Something went wrong. Please try again.`,
  /** 'failed reload again'. */
  failedReload: msg`Failed, please reload the page and try again.`,
  /** 'failed try again'. */
  failedTryAgain: msg`Failed, please try again.`,
};
