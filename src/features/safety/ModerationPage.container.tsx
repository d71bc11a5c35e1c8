import { useModerationQueue } from '../../../machines/moderation-queue/use-moderation-queue';
import { selectUser } from '../../../machines/session/session.selectors';
import { moderationQueueScreen } from '../../app/composition/safety';
import { useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { NotFound } from '../../layout/NotFound';
import { ModerationPage } from './ModerationPage';

/** /moderation: moderators and admins only (`is_moderator`); everyone else gets the page-not-found page (the server refuses them too). */
export function ModerationPageContainer() {
  const user = useChildSelector('session', selectUser);
  if (!user) return null;
  if (!user.is_moderator) return <NotFound />;
  return <ModeratorQueue />;
}

function ModeratorQueue() {
  const queue = useModerationQueue(useScreen(moderationQueueScreen));
  return (
    <ModerationPage
      view={queue.view}
      onShow={queue.show}
      onRetry={queue.retry}
      onChoose={queue.choose}
      onConfirm={queue.confirm}
      onCancel={queue.cancel}
      onChooseLift={queue.chooseLift}
      onChooseAppeal={queue.chooseAppeal}
      onConfirmDecision={queue.confirmDecision}
      onCancelDecision={queue.cancelDecision}
    />
  );
}
