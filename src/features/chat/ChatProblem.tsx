import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProblemKind } from '../../../machines/random-chat/random-chat.types';
import { PATHS } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import * as s from '../call/CallScreen.css';

const TEXTS: Record<ProblemKind, { title: ReactNode; text: ReactNode }> = {
  denied: {
    title: <Trans>Camera and microphone are blocked</Trans>,
    text: (
      <Trans>
        Allow this site to use your camera and microphone in the browser's site settings, then press Try again.
      </Trans>
    ),
  },
  busy: {
    title: <Trans>Your camera or microphone is busy</Trans>,
    text: <Trans>Another application or tab is using it. Close it, then press Try again.</Trans>,
  },
  noDevice: {
    title: <Trans>No camera or microphone found</Trans>,
    text: <Trans>Connect a camera and a microphone, then press Try again.</Trans>,
  },
  media: {
    title: <Trans>The camera could not be started</Trans>,
    text: <Trans>Your browser could not open the camera. Try again, or use another browser.</Trans>,
  },
  // Issue 24: the browser is the reason, not the network; another browser is the way on.
  unsupported: {
    title: <Trans>This browser cannot make video calls</Trans>,
    text: <Trans>Open PetChat in a current Chrome, Firefox, Edge or Safari to chat by video.</Trans>,
  },
  peer: {
    title: <Trans>The video service is unreachable</Trans>,
    text: <Trans>Check your internet connection, then press Try again.</Trans>,
  },
  breedLocked: {
    title: <Trans>Chat by breed needs a subscription</Trans>,
    text: <Trans>Subscribe to meet owners of the same breed, or go back to the general chat.</Trans>,
  },
  birthDateNeeded: {
    title: <Trans>Your date of birth is needed</Trans>,
    text: <Trans>Random chat is for adults. Reload the page and tell us your date of birth to start.</Trans>,
  },
  adultsOnly: {
    title: <Trans>Random chat is for adults</Trans>,
    text: <Trans>You can use everything else in PetChat: your profile, friends and calls with friends.</Trans>,
  },
  underReview: {
    title: <Trans>Your account is under review</Trans>,
    text: <Trans>Random chat is paused until a moderator looks at the reports. You can still call your friends.</Trans>,
  },
};

/** Problems that trying again would not solve: the way on is the friends page. */
const FINAL: ReadonlySet<ProblemKind> = new Set(['birthDateNeeded', 'adultsOnly', 'underReview']);
/** Problems no button here can solve (another browser is needed). */
const NO_ACTION: ReadonlySet<ProblemKind> = new Set(['unsupported']);

/** Why the chat cannot go on, in words the user can act on (instead of an endless spinner). */
export function ChatProblem({ problem, onRetry }: { problem: ProblemKind; onRetry(): void }) {
  const { title, text } = TEXTS[problem];
  return (
    <div className={s.problem} role="alert" data-testid="chat-problem">
      <h2 className={s.problemTitle}>{title}</h2>
      <p className={s.problemText}>{text}</p>
      {problem === 'breedLocked' ? (
        <>
          <Link to={PATHS.subscription} asButton={{ variant: 'primary' }}>
            <Trans>Subscribe now</Trans>
          </Link>
          <Link to={PATHS.home} asButton={{ variant: 'ghost' }}>
            <Trans>Back to the general chat</Trans>
          </Link>
        </>
      ) : NO_ACTION.has(problem) ? null : FINAL.has(problem) ? (
        <Link to={PATHS.friends} asButton={{ variant: 'primary' }}>
          <Trans>Go to friends</Trans>
        </Link>
      ) : (
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
