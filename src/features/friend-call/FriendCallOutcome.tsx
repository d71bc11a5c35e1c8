import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FriendProfile, FriendCallOutcome as Outcome } from '../../../machines/friend-call/friend-call.types';
import type { MediaProblem } from '../../../machines/random-chat/random-chat.types';
import { Button } from '../../ui/Button';
import * as s from './FriendCallScreen.css';

/**
 * How the call ended, in words, with the way back (spec §2 "/friend-call"; a lost call that can
 * be called back is the call screen's "Connection lost" instead). A
 * camera outcome says why when it is the browser itself (`mediaProblem` `unsupported`, issue 24).
 */
export function FriendCallOutcome({
  outcome,
  mediaProblem = null,
  friend,
  onBack,
}: {
  outcome: Outcome;
  /** Why the camera could not be used, for the `camera` outcome. */
  mediaProblem?: MediaProblem | null;
  friend: FriendProfile | null;
  onBack(): void;
}) {
  const { t } = useLingui();
  const who = friend?.name ?? t`Your friend`;
  const texts: Record<Outcome, { title: ReactNode; text: ReactNode }> = {
    declined: { title: <Trans>Call declined</Trans>, text: <Trans>{who} declined the call.</Trans> },
    noAnswer: { title: <Trans>No answer</Trans>, text: <Trans>{who} did not answer. Try again later.</Trans> },
    busy: {
      title: <Trans>Your friend is busy</Trans>,
      text: <Trans>{who} is on another call. Try again later.</Trans>,
    },
    offline: {
      title: <Trans>Your friend is offline</Trans>,
      text: <Trans>{who} is not online now. Call them when they are back.</Trans>,
    },
    notFriend: {
      title: <Trans>Not your friend</Trans>,
      text: <Trans>You can call only the people on your friends list.</Trans>,
    },
    expired: {
      title: <Trans>This call has ended</Trans>,
      text: <Trans>The invitation expired or was cancelled.</Trans>,
    },
    failed: {
      title: <Trans>The call could not be connected</Trans>,
      text: <Trans>Check your internet connection, then try again.</Trans>,
    },
    lost: {
      title: <Trans>Connection lost</Trans>,
      text: <Trans>The call with {who} dropped and could not be brought back.</Trans>,
    },
    camera: {
      title: <Trans>Camera and microphone are unavailable</Trans>,
      text: (
        <Trans>Allow this site to use your camera and microphone in the browser's settings, then call again.</Trans>
      ),
    },
  };
  // The browser cannot call at all: say so, and point to one that can (never the network).
  const unsupported = {
    title: <Trans>This browser cannot make video calls</Trans>,
    text: <Trans>Open PetChat in a current Chrome, Firefox, Edge or Safari to call your friends.</Trans>,
  };
  const { title, text } = outcome === 'camera' && mediaProblem === 'unsupported' ? unsupported : texts[outcome];
  return (
    <div
      className={s.outcome}
      role="alert"
      data-testid="friend-call-outcome"
      data-outcome={outcome}
      data-media-problem={outcome === 'camera' ? (mediaProblem ?? undefined) : undefined}
    >
      <h2 className={s.outcomeTitle}>{title}</h2>
      <p className={s.outcomeText}>{text}</p>
      <Button onClick={onBack} autoFocus>
        <Trans>Back</Trans>
      </Button>
    </div>
  );
}
