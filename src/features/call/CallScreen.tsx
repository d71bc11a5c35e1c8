import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, type Ref, useLayoutEffect } from 'react';
import type { CallControlsView } from '../../../machines/call-controls/call-controls.selectors';
import type { QualityLevel } from '../../../machines/call-quality/call-quality.types';
import { CALL_ON_SCREEN_ATTRIBUTE } from '../../ui/ToastPlacement';
import { CallControls } from './CallControls';
import * as s from './CallScreen.css';
import { CompanionCard } from './CompanionCard';
import { ConnectionLost } from './ConnectionLost';
import type { CallStage } from './call-stage';
import { ReconnectingNotice } from './ReconnectingNotice';
import { VideoTile } from './VideoTile';

/** "Connection lost" over the stage, with the feature's way on (Search again, Call back). */
export interface LostAction {
  actionLabel: ReactNode;
  onAction(): void;
  /** A second way out (the friend call's Back). */
  secondary?: ReactNode;
}

export interface CallScreenProps extends CallActions {
  /** The section's accessible name: "Video chat", "Friend call". */
  label: string;
  testId?: string;
  /** The own PeerJS id is open (the random chat says so as `data-peer-ready`). */
  peerReady?: boolean;
  /** What the stage shows, mapped from the call machine's view (each feature's to-call-screen-props). */
  stage: CallStage;
  controls: CallControlsView;
  /** The partner's pet breed and, in a widened breed chat, its group (the random chat's card). */
  partnerBreedName?: string | null;
  partnerBreedGroupName?: string | null;
  /** The partner's stream has no picture (camera off): their card stands in for the video, large. */
  partnerCameraOff?: boolean;
  /** The call's connection quality beside the partner's name (machines/call-quality). */
  quality?: QualityLevel | null;
  /** The element that goes fullscreen. */
  stageRef?: Ref<HTMLElement>;
  /** The bar over the top of the stage (the random chat's title and partner); none in a friend call. */
  topBar?: ReactNode;
  /**
   * The feature's own content on the stage, between the partner's video and the own preview: the
   * invitation, the search, the ringing screen, an outcome.
   */
  children?: ReactNode;
  /** The call's link did not come back: "Connection lost" with this way on; null otherwise. */
  lost?: LostAction | null;
  /** Over everything, after the controls: the recording's status, the meet-again card. */
  overlays?: ReactNode;
  /** Without it (a friend call) there is no Next button and Stop is the main action. */
  onNext?: () => void;
}

/**
 * What the call's own controls do, the same in both calls: each feature's props extend it and
 * hand it on with `callActionsOf`.
 */
export interface CallActions {
  onStop(): void;
  onToggleMic(): void;
  onToggleCamera(): void;
  onToggleFullscreen(): void;
  /** Picture-in-picture of the partner's video (see CallControls). */
  onTogglePictureInPicture?: () => void;
  onExitDisplay(): void;
  /** Mouse movement, a touch, a key or focus inside the screen: the controls come back. */
  onActivity(): void;
  onReport(): void;
  /** The recording's button state and toggle (see CallControls). */
  recording?: { button: 'start' | 'stop' | null; busy: boolean };
  onToggleRecording?: () => void;
}

/** The call actions out of a feature's props (which hold more), to spread onto CallScreen. */
export function callActionsOf(props: CallActions): CallActions {
  return {
    onStop: props.onStop,
    onToggleMic: props.onToggleMic,
    onToggleCamera: props.onToggleCamera,
    onToggleFullscreen: props.onToggleFullscreen,
    onTogglePictureInPicture: props.onTogglePictureInPicture,
    onExitDisplay: props.onExitDisplay,
    onActivity: props.onActivity,
    onReport: props.onReport,
    recording: props.recording,
    onToggleRecording: props.onToggleRecording,
  };
}

/**
 * The call screen shared by the random chat and the friend call (spec §2 "Video chat screen",
 * "/friend-call"): the partner's video filling the stage, the own mirrored and muted preview in
 * the corner, the partner's card, the reconnecting and connection-lost overlays, and the call's
 * controls, which hide after 2 s without activity. What differs between the two (search, ringing,
 * outcomes, the top bar, meet again) comes in through slots. A pure view.
 */
export function CallScreen(props: CallScreenProps) {
  const { stage, controls } = props;
  const { t } = useLingui();
  const classes = [
    s.screen,
    // Phones: the call fills the whole viewport (the controls overlay it).
    stage.immersive ? s.immersive : undefined,
    // No top bar: on a phone the partner's card takes the top.
    props.topBar ? undefined : s.withoutTopBar,
    controls.display === 'expanded' ? s.expanded : undefined,
    controls.visible ? undefined : s.idleCursor,
  ]
    .filter(Boolean)
    .join(' ');
  const onKeyDown = (event: KeyboardEvent) => {
    props.onActivity();
    if (event.key === 'Escape' && controls.display === 'expanded') props.onExitDisplay();
  };
  const partner = stage.partner;
  // Toasts move off the call's bars while the partner's picture is on screen (ToastPlacement.ts).
  useLayoutEffect(() => {
    if (!stage.onCall) return;
    document.documentElement.setAttribute(CALL_ON_SCREEN_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(CALL_ON_SCREEN_ATTRIBUTE);
  }, [stage.onCall]);

  return (
    <section
      ref={props.stageRef as Ref<HTMLElement>}
      className={classes}
      aria-label={props.label}
      data-phase={stage.phase}
      // The bars' scrim is for the partner's picture only (CallScreen.css `withoutPicture`).
      data-picture={stage.onCall ? 'partner' : 'none'}
      data-peer-ready={props.peerReady}
      data-testid={props.testId}
      onMouseMove={props.onActivity}
      onTouchStart={props.onActivity}
      onFocus={props.onActivity}
      onKeyDown={onKeyDown}
    >
      <VideoTile
        stream={stage.remoteStream}
        className={s.remoteVideo}
        label={t`Companion's video`}
        testId="remote-video"
      />

      {props.children}

      {props.lost && (
        <div className={s.centre}>
          <ConnectionLost
            actionLabel={props.lost.actionLabel}
            onAction={props.lost.onAction}
            secondary={props.lost.secondary}
          />
        </div>
      )}

      {stage.reconnecting && <ReconnectingNotice reconnecting={stage.reconnecting} partnerName={partner?.name ?? ''} />}

      {stage.ownTile && (
        <VideoTile
          stream={stage.localStream}
          className={s.localVideo}
          label={t`Your camera`}
          muted
          testId="local-video"
        />
      )}

      {partner && stage.onCall && (
        <CompanionCard
          companion={partner}
          breedName={props.partnerBreedName ?? null}
          breedGroupName={props.partnerBreedGroupName ?? null}
          cameraOff={!!props.partnerCameraOff && stage.remoteStream !== null}
          quality={props.quality ?? null}
        />
      )}

      {props.topBar}

      {stage.actions && (
        <CallControls
          actions={stage.actions}
          controls={controls}
          onStop={props.onStop}
          onNext={props.onNext}
          onToggleMic={props.onToggleMic}
          onToggleCamera={props.onToggleCamera}
          onToggleFullscreen={props.onToggleFullscreen}
          onTogglePictureInPicture={props.onTogglePictureInPicture}
          onReport={props.onReport}
          recording={props.recording}
          onToggleRecording={props.onToggleRecording}
        />
      )}
      {props.overlays}
    </section>
  );
}
