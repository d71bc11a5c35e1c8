import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import type { CallControlsView } from '../../../machines/call-controls/call-controls.selectors';
import type { QualityLevel } from '../../../machines/call-quality/call-quality.types';
import type { FriendCallView } from '../../../machines/friend-call/friend-call.selectors';
import { Button } from '../../ui/Button';
import { type CallActions, CallScreen, callActionsOf } from '../call/CallScreen';
import * as stage from '../call/CallScreen.css';
import { CallWaiting } from '../call/CallWaiting';
import { FriendCallOutcome } from './FriendCallOutcome';
import * as s from './FriendCallScreen.css';
import { FriendCard } from './FriendCard';
import { toCallScreenProps } from './to-call-screen-props';

export interface FriendCallScreenProps extends CallActions {
  call: FriendCallView;
  controls: CallControlsView;
  /** The friend's stream has no picture (camera off): their card stands in for the video, large. */
  friendCameraOff?: boolean;
  /** The call's connection quality beside the friend's name (machines/call-quality). */
  quality?: QualityLevel | null;
  /** The element that goes fullscreen. */
  stageRef?: Ref<HTMLElement>;
  onCancel(): void;
  onBack(): void;
  /** "Call back" after the connection was lost. */
  onCallBack?: () => void;
  /** The recording notice, the partner's badge, the upload (RecordingStatus), over the stage. */
  recordingStatus?: ReactNode;
}

/**
 * The friend call page (spec §2 "/friend-call", §4 "Friend call page"): the shared call screen
 * with the friend call's own parts in its slots: the overlay until the camera starts, the ringing
 * screen (the friend, cancel), and the outcome when it ended before it began. On the call the
 * controls are mic, camera, stop, report, fullscreen; no Next, no top bar. A pure view.
 */
export function FriendCallScreen(props: FriendCallScreenProps) {
  const { call, controls } = props;
  const { t } = useLingui();
  const name = call.friend?.name ?? t`your friend`;
  // A lost call offers "Call back" (with Back) when the page can call again; else its outcome says so.
  const waiting = call.phase === 'preparing' || call.phase === 'requesting' || call.phase === 'ringing';
  const lost = call.phase === 'ended' && call.outcome === 'lost' && props.onCallBack;

  return (
    <CallScreen
      label={t`Friend call`}
      testId="friend-call"
      stage={toCallScreenProps(call)}
      controls={controls}
      partnerCameraOff={props.friendCameraOff}
      quality={props.quality}
      stageRef={props.stageRef}
      lost={
        lost
          ? {
              actionLabel: <Trans>Call back</Trans>,
              onAction: lost,
              secondary: (
                <Button variant="ghost" onClick={props.onBack}>
                  <Trans>Back</Trans>
                </Button>
              ),
            }
          : null
      }
      overlays={props.recordingStatus}
      {...callActionsOf(props)}
    >
      {/* No picture yet: the calm stage, in the light theme too (no grey scrim, issue 25). */}
      {waiting && <div className={stage.calm} />}

      {/* Spec §4: an overlay until local media starts. */}
      {call.phase === 'preparing' && (
        <div className={stage.invitation}>
          {call.mode === 'answer' && <FriendCard friend={call.friend} />}
          <CallWaiting text={t`Getting your camera ready…`} />
        </div>
      )}

      {(call.phase === 'requesting' || call.phase === 'ringing') && (
        <div className={stage.centre}>
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
        <div className={stage.centre}>
          <CallWaiting text={t`Connecting to ${name}…`} />
        </div>
      )}

      {call.phase === 'ended' && call.outcome && !lost && (
        <div className={stage.centre}>
          <FriendCallOutcome
            outcome={call.outcome}
            mediaProblem={call.mediaProblem}
            friend={call.friend}
            onBack={props.onBack}
          />
        </div>
      )}
    </CallScreen>
  );
}
