import { useLingui } from '@lingui/react/macro';
import type { ModerationActionKind } from '../../../contract/safety';

/** The moderator actions' names in the current language. */
export function useActionLabels(): Record<ModerationActionKind, string> {
  const { t } = useLingui();
  return { dismiss: t`Dismiss`, warn: t`Warn`, suspend: t`Suspend`, ban: t`Ban` };
}
