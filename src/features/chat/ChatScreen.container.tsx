import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ReportTopic } from '../../../contract/chat';
import { sameCallControls, selectCallControls } from '../../../machines/call-controls/call-controls.selectors';
import { sameChatView, selectChatView } from '../../../machines/random-chat/random-chat.selectors';
import type { RandomChatInput } from '../../../machines/random-chat/random-chat.types';
import { sameReport, selectReport } from '../../../machines/report/report.selectors';
import { selectUser } from '../../../machines/session/session.selectors';
import type { SessionUser } from '../../../machines/session/session.types';
import { readCookie } from '../../adapters/cookies';
import { prefersExpandedMode } from '../../adapters/media';
import { useChildSelector, useRootActor } from '../../app/root-context';
import { COOKIES } from '../../config';
import { ChatScreen } from './ChatScreen';
import { createChatMachine } from './chat-machine';
import { ReportDialog } from './ReportDialog';
import { readRecentPartners } from './recent-partners-cookie';

export interface ChatScreenContainerProps {
  /** The breed filter from the URL, or null for the general chat. */
  breedId: number | null;
  /** The breed's name in the current language, once known. */
  breedName: string | null;
}

/** The chat for the signed-in user; nothing in the moment after a logout, before the guard leaves the page. */
export function ChatScreenContainer(props: ChatScreenContainerProps) {
  const user = useChildSelector('session', selectUser);
  return user ? <SignedInChat {...props} user={user} /> : null;
}

/** Wires the chat screen to its actor: the machine decides, the view renders. */
function SignedInChat({ breedId, breedName, user }: ChatScreenContainerProps & { user: SessionUser }) {
  const root = useRootActor();
  const stageRef = useRef<HTMLElement>(null);
  const machine = useMemo(
    () => createChatMachine({ root, userId: user.id, stage: () => stageRef.current }),
    [root, user.id],
  );
  const input: RandomChatInput = {
    me: { id: user.id, name: user.name, pet_name: user.pet_name, pet_gender: user.pet_gender, friends: user.friends },
    breedId,
    recent: readRecentPartners(),
    expandedMode: prefersExpandedMode(navigator.userAgent, readCookie(COOKIES.device.name), window.location.search),
  };
  const actor = useActorRef(machine, { input });

  // The navbar's breed menu changes the URL while the screen stays: the next search uses it.
  useEffect(() => {
    actor.send({ type: 'breed.change', breedId });
  }, [actor, breedId]);

  const chat = useSelector(actor, selectChatView, sameChatView);
  const controlsRef = useSelector(actor, (s) => s.children.controls);
  const reportRef = useSelector(actor, (s) => s.children.report);
  if (!controlsRef || !reportRef) throw new Error('The chat actor has not started its children');
  const controls = useSelector(controlsRef, selectCallControls, sameCallControls);
  const report = useSelector(reportRef, selectReport, sameReport);

  const on = useMemo(
    () => ({
      start: () => actor.send({ type: 'chat.start' }),
      stop: () => actor.send({ type: 'chat.stop' }),
      next: () => actor.send({ type: 'chat.next' }),
      report: () => actor.send({ type: 'report.open' }),
      mic: () => controlsRef.send({ type: 'mic.toggle' }),
      camera: () => controlsRef.send({ type: 'camera.toggle' }),
      fullscreen: () => controlsRef.send({ type: 'display.toggle' }),
      exitDisplay: () => controlsRef.send({ type: 'display.exit' }),
      activity: () => controlsRef.send({ type: 'ui.activity' }),
      closeReport: () => reportRef.send({ type: 'report.close' }),
      submitReport: ({ topic, details }: { topic: ReportTopic; details: string }) =>
        reportRef.send({ type: 'report.submit', topic, details }),
    }),
    [actor, controlsRef, reportRef],
  );

  return (
    <>
      <ChatScreen
        userName={user.name}
        chat={chat}
        controls={controls}
        breed={breedId === null ? null : { name: breedName }}
        stageRef={stageRef}
        onStart={on.start}
        onStop={on.stop}
        onNext={on.next}
        onToggleMic={on.mic}
        onToggleCamera={on.camera}
        onToggleFullscreen={on.fullscreen}
        onExitDisplay={on.exitDisplay}
        onActivity={on.activity}
        onReport={on.report}
      />
      <ReportDialog
        open={report.open}
        sending={report.sending}
        target={report.target}
        onClose={on.closeReport}
        onSubmit={on.submitReport}
      />
    </>
  );
}
