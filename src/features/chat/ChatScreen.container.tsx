import { useSelector } from '@xstate/react';
import { memo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useCallControls } from '../../../machines/call-controls/use-call-controls';
import type { meetAgainMachine } from '../../../machines/meet-again/meet-again.machine';
import { useMeetAgain } from '../../../machines/meet-again/use-meet-again';
import { type RandomChatSnapshot, withSessionFriends } from '../../../machines/random-chat/random-chat.selectors';
import { useRandomChat } from '../../../machines/random-chat/use-random-chat';
import type { recordingMachine } from '../../../machines/recording/recording.machine';
import { useRecording } from '../../../machines/recording/use-recording';
import { useReport } from '../../../machines/report/use-report';
import { RecordingStatus } from '../videos/RecordingStatus';
import { MeetAgainCard } from './MeetAgainCard';

type RecordingRef = ActorRefFrom<typeof recordingMachine>;
const selectRecordingRef = (s: RandomChatSnapshot) => s.children.recording;
type MeetAgainRef = ActorRefFrom<typeof meetAgainMachine>;
const selectMeetAgainRef = (s: RandomChatSnapshot) => s.children.meetAgain as MeetAgainRef | undefined;

import { useBirthDate } from '../../../machines/birth-date/use-birth-date';
import { useBlock } from '../../../machines/block/use-block';
import { useBreedGroupName, useBreedName } from '../../../machines/breed-picker/use-breed-name';
import { useFriendRequest } from '../../../machines/friend-request/use-friend-request';
import { usePoolStats } from '../../../machines/pool-stats/use-pool-stats';
import { selectUser } from '../../../machines/session/session.selectors';
import type { SessionUser } from '../../../machines/session/session.types';
import {
  chatFriendRequestScreen,
  chatInput,
  chatScreen,
  friendRequestInput,
  poolStatsScreen,
} from '../../app/composition/chat';
import { birthDateScreen, blockScreen } from '../../app/composition/safety';
import { useChild, useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { useUrlLanguage } from '../../routing/use-url-language';
import { breedNameOrNull } from '../breeds/breed-name';
import { BlockDialog } from '../safety/BlockDialog';
import { gateOf, SafetyGate } from '../safety/SafetyGate';
import { ChatScreen } from './ChatScreen';
import { othersSearching } from './PoolFigures';
import { ReportDialog } from './ReportDialog';
import { SearchProgressContainer } from './SearchProgress.container';

/**
 * The chat's two dialogs are closed nearly always, and their props (each machine's view, compared
 * field by field, and memoized senders) only change when they open: memoized, they no longer
 * re-render (Radix, the report form) with every change of the call, the renders of the call's
 * first frame included (issue 30 item 4: about 9 ms of each connected render on the callee).
 */
const StillReportDialog = memo(ReportDialog);
const StillBlockDialog = memo(BlockDialog);

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

function SignedInChat({ breedId, breedName, user }: ChatScreenContainerProps & { user: SessionUser }) {
  const stageRef = useRef<HTMLElement>(null);
  // The chat's start values are read once: useScreen only uses them when the screen opens, and
  // chatInput reads three cookies (document.cookie is a synchronous trip to the browser), which
  // on every render of this screen cost milliseconds each render, the renders of the call's first
  // frame included (issue 30 item 4).
  const [input] = useState(() => chatInput(user, breedId, stageRef));
  const chatActor = useScreen(chatScreen, input);
  const chat = useRandomChat(chatActor, breedId);
  const recording = useRecording(useSelector(chatActor, selectRecordingRef) as RecordingRef);
  const controls = useCallControls(chat.controlsRef);
  const meetAgain = useMeetAgain(useSelector(chatActor, selectMeetAgainRef));
  const report = useReport(chat.reportRef);
  const request = useFriendRequest(useScreen(chatFriendRequestScreen, friendRequestInput(user)));
  const companionId = chat.view.companion?.id ?? null;
  // Blocking the companion ends the call and searches again: the chat hears the block through the
  // actor system (machines/block/block.links.ts) and says "You blocked Olena" over the search.
  const block = useBlock(useScreen(blockScreen));
  const birthDate = useBirthDate(useScreen(birthDateScreen));
  const poolStats = usePoolStats(
    useScreen(poolStatsScreen, { breedId, widened: chat.view.widened }),
    breedId,
    chat.view.widened,
  );
  const gate = gateOf(user);
  const breedPicker = useChild('breedPicker');
  const language = useUrlLanguage();
  const companionBreedName = useBreedName(breedPicker, chat.view.companion?.breedId ?? null, language);
  // Widening (issue 29): the breed chat's group, and the companion's, met through it.
  const groupName = useBreedGroupName(breedPicker, breedId, language);
  const companionGroupName = useBreedGroupName(breedPicker, chat.view.companion?.breedId ?? null, language);
  const group = groupName === null ? null : { name: groupName, widened: chat.view.widened };
  const pet = {
    name: user.pet_name,
    photo: user.image,
    breedImage: user.breed?.image ?? null,
    breedName: breedNameOrNull(user.breed, language),
  };
  const friendRequest =
    companionId === null
      ? null
      : request.view.target === companionId
        ? 'sending'
        : (request.view.statuses[companionId] ?? null);
  return (
    <>
      <ChatScreen
        userName={user.name}
        pet={pet}
        chat={withSessionFriends(chat.view, user.friends)}
        controls={controls.view}
        breed={breedId === null ? null : { name: breedName }}
        companionBreedName={companionBreedName}
        companionBreedGroupName={chat.view.widened ? companionGroupName : null}
        stageRef={stageRef}
        searchProgress={
          // A widened (or narrowed) search is a new one: the chat starts its clock again.
          <SearchProgressContainer
            clock={chat.searchClockRef}
            breed={breedId === null ? null : { name: breedName }}
            searching={othersSearching(poolStats, breedId !== null)}
            group={group}
            onWiden={chat.widen}
          />
        }
        poolStats={poolStats}
        partnerCameraOff={chat.partnerCameraOff}
        quality={chat.quality}
        onStart={chat.start}
        onStop={chat.stop}
        onNext={chat.next}
        onToggleMic={controls.toggleMic}
        onToggleCamera={controls.toggleCamera}
        onToggleFullscreen={controls.toggleDisplay}
        onTogglePictureInPicture={controls.togglePictureInPicture}
        onExitDisplay={controls.exitDisplay}
        onActivity={controls.activity}
        onReport={chat.report}
        onBlock={
          chat.view.companion
            ? () => block.open({ id: chat.view.companion!.id, name: chat.view.companion!.name })
            : undefined
        }
        gate={gate && <SafetyGate gate={gate} birthDate={birthDate.view} onSaveBirthDate={birthDate.submit} />}
        onAddFriend={companionId === null ? undefined : () => request.send(companionId)}
        friendRequest={friendRequest}
        recording={recording.view}
        onToggleRecording={recording.toggle}
        meetAgain={
          meetAgain.view && (
            <MeetAgainCard
              view={meetAgain.view}
              secondsLeft={meetAgain.secondsLeft}
              onHeart={meetAgain.heart}
              onDismiss={meetAgain.dismiss}
            />
          )
        }
        recordingStatus={
          <RecordingStatus
            view={recording.view}
            onUploadPending={recording.uploadPending}
            onDiscardPending={recording.discardPending}
          />
        }
      />
      <StillReportDialog
        {...report.view}
        onClose={report.close}
        onSubmit={report.submit}
        onDropEvidence={report.dropEvidence}
      />
      <StillBlockDialog {...block.view} onConfirm={block.confirm} onCancel={block.cancel} />
    </>
  );
}
