import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { useCallControls } from '../../../machines/call-controls/use-call-controls';
import { useFriendCall } from '../../../machines/friend-call/use-friend-call';
import { selectIncomingCall } from '../../../machines/notifications/notifications.selectors';
import type { recordingMachine } from '../../../machines/recording/recording.machine';
import { useRecording } from '../../../machines/recording/use-recording';
import { useReport } from '../../../machines/report/use-report';
import { RecordingStatus } from '../videos/RecordingStatus';

type RecordingRef = ActorRefFrom<typeof recordingMachine>;
const selectRecordingRef = (s: { children: Record<string, AnyActorRef | undefined> }) => s.children.recording;

import { selectUser } from '../../../machines/session/session.selectors';
import type { SessionUser } from '../../../machines/session/session.types';
import { friendCallInput, friendCallScreen } from '../../app/composition/friend-call';
import { useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { ReportDialog } from '../chat/ReportDialog';
import { FriendCallScreen } from './FriendCallScreen';
import type { FriendCallSearch } from './friend-call-search';

/** The friend call for the signed-in user; one screen per query (a new invitation starts afresh). */
export function FriendCallScreenContainer({ search }: { search: FriendCallSearch }) {
  const user = useChildSelector('session', selectUser);
  if (!user) return null;
  // A link naming nobody goes to the machine too: it says the call has ended, and "back" goes home.
  return (
    <SignedInFriendCall
      key={`${search.userId}:${search.incomingCallFrom}:${search.callId}`}
      search={search}
      user={user}
    />
  );
}

function SignedInFriendCall({ search, user }: { search: FriendCallSearch; user: SessionUser }) {
  const stageRef = useRef<HTMLElement>(null);
  // Only the first render's value counts (the screen's input): the bell drops the item when this page joins.
  const from = search.incomingCallFrom;
  const incoming = useChildSelector('notifications', (s) => (from === undefined ? null : selectIncomingCall(from)(s)));
  // Read once, as in the random chat: friendCallInput reads a cookie (a synchronous trip to the
  // browser), and every render of the call, its first frame's included, would pay for it.
  const [input] = useState(() => friendCallInput(user, search, incoming, stageRef));
  const callActor = useScreen(friendCallScreen, input);
  const call = useFriendCall(callActor);
  const recording = useRecording(useSelector(callActor, selectRecordingRef) as RecordingRef);
  const controls = useCallControls(call.controlsRef);
  const report = useReport(call.reportRef);
  return (
    <>
      <FriendCallScreen
        call={call.view}
        controls={controls.view}
        friendCameraOff={call.friendCameraOff}
        quality={call.quality}
        stageRef={stageRef}
        onStop={call.stop}
        onCancel={call.cancel}
        onBack={call.back}
        onCallBack={call.callBack}
        onToggleMic={controls.toggleMic}
        onToggleCamera={controls.toggleCamera}
        onToggleFullscreen={controls.toggleDisplay}
        onTogglePictureInPicture={controls.togglePictureInPicture}
        onExitDisplay={controls.exitDisplay}
        onActivity={controls.activity}
        onReport={call.report}
        recording={recording.view}
        onToggleRecording={recording.toggle}
        recordingStatus={
          <RecordingStatus
            view={recording.view}
            onUploadPending={recording.uploadPending}
            onDiscardPending={recording.discardPending}
          />
        }
      />
      <ReportDialog
        {...report.view}
        onClose={report.close}
        onSubmit={report.submit}
        onDropEvidence={report.dropEvidence}
      />
    </>
  );
}
