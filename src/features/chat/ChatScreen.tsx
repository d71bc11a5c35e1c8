import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import type { PoolStatsView } from '../../../contract/chat';
import type { CallControlsView } from '../../../machines/call-controls/call-controls.selectors';
import type { QualityLevel } from '../../../machines/call-quality/call-quality.types';
import type { ChatView } from '../../../machines/random-chat/random-chat.selectors';
import { Button } from '../../ui/Button';
import { type CallActions, CallScreen, callActionsOf } from '../call/CallScreen';
import * as call from '../call/CallScreen.css';
import { CallWaiting } from '../call/CallWaiting';
import { PartnerFarewell, SearchUnavailable } from './ChatNotices';
import { ChatProblem } from './ChatProblem';
import * as s from './ChatScreen.css';
import { ChatTopBar } from './ChatTopBar';
import * as meet from './MeetAgainCard.css';
import { PetFramedPreview, type PreviewPet } from './PetFramedPreview';
import { PoolFigures } from './PoolFigures';
import { toCallScreenProps } from './to-call-screen-props';

export interface ChatScreenProps extends CallActions {
  userName: string;
  chat: ChatView;
  controls: CallControlsView;
  /** The chat title: null for the general chat, else the breed chat (with a way back). */
  breed: { name: string | null } | null;
  /** The companion's pet breed in the current language, when the breed list has it. */
  companionBreedName?: string | null;
  /** The companion's breed group, in a breed chat widened to it (issue 29); else null. */
  companionBreedGroupName?: string | null;
  /** The partner's stream has no picture (camera off): their card stands in for the video, large. */
  partnerCameraOff?: boolean;
  /** The call's connection quality beside the partner's name (machines/call-quality). */
  quality?: QualityLevel | null;
  /** The element that goes fullscreen. */
  stageRef?: Ref<HTMLElement>;
  onStart(): void;
  onNext(): void;
  /** Only when a friends capability exists; the button is hidden for a friend (spec §2). */
  onAddFriend?: () => void;
  /** The add-friend request for the companion of the moment: on its way, sent, or made them friends. */
  friendRequest?: 'sending' | 'requested' | 'friends' | null;
  /** The recording notice, the partner's badge, the upload (RecordingStatus), over the stage. */
  recordingStatus?: ReactNode;
  /**
   * Under the loader while searching: the elapsed time and, in an empty breed chat, the way to the
   * general chat (SearchProgress, with its clock).
   */
  searchProgress?: ReactNode;
  /** Opens the block popup for the companion of the moment. */
  onBlock?: () => void;
  /**
   * Shown instead of the Start button when random chat is closed to this user (under 18, under
   * review, no date of birth yet: SafetyGate).
   */
  gate?: ReactNode;
  /** Who is there to meet (`GET /pool-stats`), said on the idle stage; null before the first read. */
  poolStats?: PoolStatsView | null;
  /** "Meet again?" after a call (MeetAgainCard), over whatever the stage shows next. */
  meetAgain?: ReactNode;
  /**
   * The user's pet: before Start the own preview is framed with it (PetFramedPreview). Without it
   * the preview is the corner tile, as on a call.
   */
  pet?: PreviewPet | null;
}

/**
 * The random video chat (spec §2 "Video chat screen"): the shared call screen (the companion's
 * video, the own mirrored and muted preview, the companion card, the controls, which hide after
 * 2 s without activity on a call) with the chat's own parts in its slots: an invitation while
 * idle, a loader while connecting, the search, its problems, a top bar (chat title, companion) and
 * meet again. A pure view: everything it shows comes in as props, every action goes out as a callback.
 */
export function ChatScreen(props: ChatScreenProps) {
  const { chat, controls, userName } = props;
  const { t } = useLingui();
  const idle = chat.phase === 'idle';
  const waiting = chat.phase === 'starting' || chat.phase === 'searching' || chat.phase === 'connecting';
  const waitingText =
    chat.phase === 'starting'
      ? t`Getting your camera ready…`
      : chat.phase === 'searching'
        ? t`Looking for a companion…`
        : t`Connecting to ${chat.companion?.name ?? ''}…`;

  return (
    <CallScreen
      label={t`Video chat`}
      peerReady={chat.peerReady}
      stage={toCallScreenProps(chat, { framedPreview: !!props.pet, gated: !!props.gate })}
      controls={controls}
      partnerBreedName={props.companionBreedName ?? props.breed?.name ?? null}
      partnerBreedGroupName={props.companionBreedGroupName ?? null}
      partnerCameraOff={props.partnerCameraOff}
      quality={props.quality}
      stageRef={props.stageRef}
      lost={chat.phase === 'lost' ? { actionLabel: <Trans>Search again</Trans>, onAction: props.onStart } : null}
      topBar={
        <ChatTopBar
          breed={props.breed}
          companion={chat.companion}
          visible={controls.visible}
          onAddFriend={props.onAddFriend}
          friendRequest={props.friendRequest ?? null}
          onBlock={chat.companion ? props.onBlock : undefined}
        />
      }
      overlays={
        <>
          {props.recordingStatus}
          {!idle && props.meetAgain}
        </>
      }
      {...callActionsOf(props)}
      onNext={props.onNext}
    >
      {idle && <div className={call.calm} />}
      {idle && (
        <div className={call.invitation}>
          {/* On the idle stage "Meet again?" is part of it, above the rest: as an overlay it covered Start. */}
          {props.meetAgain && <div className={meet.inlineSlot}>{props.meetAgain}</div>}
          {props.pet && (
            <PetFramedPreview
              pet={props.pet}
              stream={chat.localStream}
              cameraOn={controls.cameraOn}
              compact={Boolean(props.meetAgain)}
            />
          )}
          <div className={props.meetAgain ? `${s.invitationText} ${s.besideMeetAgain}` : s.invitationText}>
            <p className={s.greeting}>
              <Trans>Hi, {userName}!</Trans>
            </p>
            <h1 className={s.heading}>
              <Trans>Start a chat</Trans>
            </h1>
            <p className={s.lead}>
              <Trans>
                Meet pet owners from everywhere by video. Say hello, show off your pet, and press Next to meet someone
                new.
              </Trans>
            </p>
            {props.gate ?? (
              <Button size="lg" onClick={props.onStart}>
                <Trans>Start chat</Trans>
              </Button>
            )}
            <PoolFigures stats={props.poolStats ?? null} />
          </div>
        </div>
      )}

      {waiting && (
        <div className={call.centre}>
          {chat.farewell && <PartnerFarewell farewell={chat.farewell} />}
          <CallWaiting text={waitingText} />
          {chat.phase === 'searching' && props.searchProgress}
        </div>
      )}

      {chat.phase === 'problem' && chat.problem && (
        <div className={call.centre}>
          <ChatProblem problem={chat.problem} onRetry={props.onStart} />
        </div>
      )}

      {chat.phase === 'unavailable' && (
        <div className={call.centre}>
          <SearchUnavailable onKeepLooking={props.onStart} />
        </div>
      )}
    </CallScreen>
  );
}
