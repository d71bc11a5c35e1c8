import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ResetInput } from '../../../contract/auth';
import { createResetPasswordImplementations } from '../../../machines/reset-password/reset-password.actors';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import { selectResetPasswordView } from '../../../machines/reset-password/reset-password.selectors';
import { resetPassword } from '../../adapters/accounts-api';
import { useLatest } from '../../app/use-latest';
import { useScreenActor } from '../../app/use-screen-actor';
import { localizePath } from '../../routing/lang';
import { useUrlLanguage } from '../../routing/use-url-language';
import { ResetPasswordView } from './ResetPasswordView';

export function ResetPasswordPageContainer({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const language = useLatest(useUrlLanguage());
  const actor = useScreenActor(() =>
    resetPasswordMachine.provide(
      createResetPasswordImplementations({
        resetPassword,
        // Spec §8: then go to / (where a guest is sent on to /login).
        goHome: () => void navigate({ href: localizePath('/', language.current) }),
      }),
    ),
  );
  const view = useSelector(actor, selectResetPasswordView);
  const onSubmit = useCallback((values: ResetInput) => actor.send({ type: 'reset.submit', values }), [actor]);
  return <ResetPasswordView token={token} {...view} onSubmit={onSubmit} />;
}
