import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import type { QualityLevel } from '../../../machines/call-quality/call-quality.types';
import type { CallControlsView } from '../../../machines/call-controls/call-controls.selectors';
import type { FriendCallView } from '../../../machines/friend-call/friend-call.selectors';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ChatControls } from '../chat/ChatControls';
import * as chat from '../chat/ChatScreen.css';
import { CompanionCard } from '../chat/CompanionCard';
import { ReconnectingNotice } from '../chat/ReconnectingNotice';
import { VideoTile } from '../chat/VideoTile';
import { FriendCallOutcome } from './FriendCallOutcome';
import { FriendCard } from './FriendCard';
import * as s from './FriendCallScreen.css';

export interface FriendCallScreenProps {
  call: FriendCallView;
  controls: CallControlsView;
  /** The friend's stream has no picture (camera off): their card stands in for the video, large. */
  friendCameraOff?: boolean;
  /** The call's connection quality beside the friend's name (machines/call-quality). */
  quality?: QualityLevel | null;
  /** The element that goes fullscreen. */
  stageRef?: Ref<HTMLElement>;
  onStop(): void;
  onCancel(): void;
  onBack(): void;
  /** "Call back" after the connection was lost. */
  onCallBack?: () => void;
  onToggleMic(): void;
  onToggleCamera(): void;
  onToggleFullscreen(): void;
  /** Picture-in-picture of the partner's video (see ChatControls). */
  onTogglePictureInPicture?: () => void;
  onExitDisplay(): void;
  onActivity(): void;
  onReport(): void;
  /** The recording's button state and toggle (see ChatControls). */
  recording?: { button: 'start' | 'stop' | null; busy: boolean };
  onToggleRecording?: () => void;
  /** The recording notice, the partner's badge, the upload (RecordingStatus), over the stage. */
  recordingStatus?: ReactNode;
}

/**
 * The friend call page (spec §2 "/friend-call", §4 "Friend call page"): the overlay until the
 * camera starts, the ringing screen (the friend, cancel), the call with the random chat's own
 * video tiles, companion card and controls (mic, camera, stop, report, fullscreen; no Next), and
 * the outcome when it ended before it began. A pure view.
 */
export function FriendCallScreen(props: FriendCallScreenProps) {
  const { call, controls } = props;
  const { t } = useLingui();
  const name = call.friend?.name ?? t`your friend`;
  const live = call.phase !== 'ended' && call.phase !== 'left';
  const classes = [
    chat.screen,
    // No top bar here: on a phone the friend's card takes the top.
    chat.withoutTopBar,
    controls.display === 'expanded' ? chat.expanded : undefined,
    controls.visible ? undefined : chat.idleCursor,
  ]
    .filter(Boolean)
    .join(' ');
  const onKeyDown = (event: KeyboardEvent) => {
    props.onActivity();
    if (event.key === 'Escape' && controls.display === 'expanded') props.onExitDisplay();
  };
  const preparingText = t`Getting your camera ready…`;
  const connectingText = t`Connecting to ${name}…`;

  return (
    <section
      ref={props.stageRef as Ref<HTMLElement>}
      className={classes}
      aria-label={t`Friend call`}
      data-phase={call.phase}
      data-testid="friend-call"
      onMouseMove={props.onActivity}
      onTouchStart={props.onActivity}
      onFocus={props.onActivity}
      onKeyDown={onKeyDown}
    >
      <VideoTile
        stream={call.remoteStream}
        className={chat.remoteVideo}
        label={t`Companion's video`}
        testId="remote-video"
      />

      {/* Spec §4: an overlay until local media starts. */}
      {call.phase === 'preparing' && (
        <div className={chat.invitation}>
          {call.mode === 'answer' && <FriendCard friend={call.friend} />}
          <span className={chat.status}>
            <Spinner size="md" label={preparingText} />
            <span aria-hidden="true">{preparingText}</span>
          </span>
        </div>
      )}

      {(call.phase === 'requesting' || call.phase === 'ringing') && (
        <div className={chat.centre}>
          <FriendCard friend={call.friend} ringing={call.phase === 'ringing'}>
            <p className={s.state} role="status">
              {call.phase === 'ringing' ? <Trans>Calling {name}…</Trans> : <Trans>Inviting {name}…</Trans>}
            </p>
            <Button variant="danger" onClick={props.onCancel} autoFocus>
              <Trans>Cancel call</Trans>
            </Button>
          </FriendCard>
        </div>
      )}

      {(call.phase === 'answering' || call.phase === 'connecting') && (
        <div className={chat.centre}>
          <span className={chat.status}>
            <Spinner size="md" label={connectingText} />
            <span aria-hidden="true">{connectingText}</span>
          </span>
        </div>
      )}

      {call.phase === 'ended' && call.outcome && (
        <div className={chat.centre}>
          <FriendCallOutcome
            outcome={call.outcome}
            mediaProblem={call.mediaProblem}
            friend={call.friend}
            onBack={props.onBack}
            onCallBack={props.onCallBack}
          />
        </div>
      )}

      <VideoTile
        stream={call.localStream}
        className={chat.localVideo}
        label={t`Your camera`}
        muted
        testId="local-video"
      />

      {call.phase === 'reconnecting' && call.reconnecting && (
        <ReconnectingNotice reconnecting={call.reconnecting} partnerName={name} />
      )}

      {call.friend && (call.phase === 'connected' || call.phase === 'reconnecting') && (
        <CompanionCard
          // The friend's photo (FriendProfile calls it `image`): without it the card showed a paw (issue 25).
          companion={{ ...call.friend, photo: call.friend.image }}
          cameraOff={!!props.friendCameraOff && call.remoteStream !== null}
          quality={props.quality ?? null}
        />
      )}

      {live && (
        <ChatControls
          chat={{ canStart: false, canStop: true, canNext: false, canReport: call.canReport }}
          controls={controls}
          onStop={props.onStop}
          onToggleMic={props.onToggleMic}
          onToggleCamera={props.onToggleCamera}
          onToggleFullscreen={props.onToggleFullscreen}
          onTogglePictureInPicture={props.onTogglePictureInPicture}
          onReport={props.onReport}
          recording={props.recording}
          onToggleRecording={props.onToggleRecording}
        />
      )}
      {props.recordingStatus}
    </section>
  );
}
