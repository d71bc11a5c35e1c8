import type { MessageDescriptor } from '@lingui/core';
import { createCallControlsImplementations } from '../../../machines/call-controls/call-controls.actors';
import { callControlsMachine } from '../../../machines/call-controls/call-controls.machine';
import { createRandomChatImplementations } from '../../../machines/random-chat/random-chat.actors';
import { randomChatMachine } from '../../../machines/random-chat/random-chat.machine';
import type { RandomChatDeps } from '../../../machines/random-chat/random-chat.types';
import { createReportImplementations } from '../../../machines/report/report.actors';
import { reportMachine } from '../../../machines/report/report.machine';
import { type RootActor, selectChildren } from '../../../machines/root/root.selectors';
import { selectIsLoggedIn } from '../../../machines/session/session.selectors';
import type { ToastKind } from '../../../machines/toasts/toasts.types';
import { runCall } from '../../adapters/call-session';
import { applyTracks, enterFullscreen, openCamera, stopStream } from '../../adapters/media';
import { destroyPeer, peerFor } from '../../adapters/peer';
import { chatApi, sendOnExit } from './chat-api';
import { createPageExitGuard } from './page-exit';
import { watchHangUps } from './realtime-hangups';
import { saveRecentPartners } from './recent-partners-cookie';

export interface ChatMachineOptions {
  root: RootActor;
  userId: number;
  /** The element that goes fullscreen. */
  stage: () => HTMLElement | null;
}

let unbindLogout: (() => void) | null = null;

/** The page's peer belongs to the signed-in user: it ends when the session does (logout). */
function destroyPeerOnLogout(root: RootActor) {
  if (unbindLogout) return;
  const { session } = selectChildren(root.getSnapshot());
  const subscription = session.subscribe((snapshot) => {
    if (selectIsLoggedIn(snapshot)) return;
    destroyPeer();
    subscription.unsubscribe();
    unbindLogout = null;
  });
  unbindLogout = () => subscription.unsubscribe();
}

/** The random-chat machine with the browser's effects: PeerJS, camera, API, realtime, cookies. */
export function createChatMachine({ root, userId, stage }: ChatMachineOptions) {
  const notify = (kind: ToastKind, message: MessageDescriptor) => root.send({ type: 'toast.show', kind, message });
  const peer = () => {
    destroyPeerOnLogout(root);
    return peerFor(userId, { fetchCredentials: chatApi.peerCredentials, location: window.location });
  };
  const deps: RandomChatDeps = {
    watchPeer: (handlers) => peer().watch(handlers),
    openCamera: () => openCamera(),
    stopStream,
    runCall: (input, handlers) => runCall(peer(), input, handlers),
    declineCall: (callId) => peer().decline(callId),
    search: chatApi.search,
    setOnCall: chatApi.setOnCall,
    endCall: chatApi.endCall,
    leavePool: chatApi.leavePool,
    watchHangUps: (listener) => watchHangUps(root, listener),
    guardPageExit: () =>
      createPageExitGuard({
        hangUp: (input) => sendOnExit('/end-call', input),
        leavePool: () => sendOnExit('/leave-pool'),
      }),
    saveRecent: (recent) => saveRecentPartners(recent),
    notify,
  };
  const implementations = createRandomChatImplementations(deps);
  return randomChatMachine.provide({
    ...implementations,
    actors: {
      ...implementations.actors,
      controls: callControlsMachine.provide(
        createCallControlsImplementations({ applyTracks, enterFullscreen: (onExit) => enterFullscreen(stage, onExit) }),
      ),
      report: reportMachine.provide(createReportImplementations({ sendReport: chatApi.addReport, notify })),
    },
  });
}
