import { Trans, useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import type { IncomingCall } from '../../machines/notifications/notifications.types';
import { breedNameOrNull } from '../features/breeds/breed-name';
import { Button } from '../ui/Button';
import { usePortalContainer } from '../ui/use-portal-container';
import { AnswerCallLink } from './AnswerCallLink';
import { initialsOf } from './Avatar';
import * as s from './IncomingCallSheet.css';

export interface IncomingCallSheetProps {
  /** The call that rings now, or null (the sheet is closed). */
  call: IncomingCall | null;
  /** Answer was pressed: the link goes to the friend-call page, which answers. */
  onAnswer: (from: number) => void;
  onDecline: (from: number) => void;
  /** Escape: "not now" — the sheet hides, the call keeps ringing in the bell (it is not declined). */
  onHide: (from: number) => void;
}

/**
 * The full-screen ringing sheet (issue 25 item 2): the same component on a phone and a desktop,
 * over whatever page is open, with the friend's photo, name and pet, and Answer and Decline at
 * least 56 px tall. Focus starts on Answer. Escape does not decline (a key pressed by accident
 * must not turn a friend away): it hides the sheet ("not now") and the call keeps ringing in the
 * bell, where it can still be answered. A click outside does nothing. Otherwise the sheet goes
 * with Answer, Decline, or when the call stops ringing (cancelled, expired, answered elsewhere).
 * Pure: props in, callbacks out (the ringtone is the notifications machine's `ringer`).
 */
export function IncomingCallSheet({ call, onAnswer, onDecline, onHide }: IncomingCallSheetProps) {
  const { t, i18n } = useLingui();
  const container = usePortalContainer();
  const answerRef = useRef<HTMLAnchorElement>(null);
  const callId = call?.callId ?? null;
  // Focus goes back where it was when the sheet goes (it unmounts rather than closes).
  useEffect(() => {
    if (callId === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [callId]);
  if (!call) return null;
  const { fromName, image, petName, petBreedName, petBreedNameUa, from } = call;
  const breed = breedNameOrNull(
    petBreedName === null ? null : { name: petBreedName, name_ua: petBreedNameUa ?? petBreedName },
    i18n.locale,
  );
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onHide(from);
      }}
    >
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={s.overlay} />
        <RadixDialog.Content
          className={s.sheet}
          aria-describedby={undefined}
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            answerRef.current?.focus();
          }}
        >
          <span className={s.photo} aria-hidden="true">
            {image ? <img className={s.photoImage} src={image} alt="" /> : initialsOf(fromName)}
          </span>
          <RadixDialog.Title className={s.title}>
            <Trans>{fromName} is calling you</Trans>
          </RadixDialog.Title>
          <p className={s.pet}>{breed ? `${petName} · ${breed}` : petName}</p>
          <div className={s.actions}>
            <Button
              variant="danger"
              size="lg"
              className={s.action}
              aria-label={t`Decline the call from ${fromName}`}
              onClick={() => onDecline(from)}
            >
              <Trans>Decline</Trans>
            </Button>
            <AnswerCallLinkWithRef answerRef={answerRef} from={from} fromName={fromName} onAnswer={onAnswer} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The shared answer link, sized for the sheet, which gets the focus when the sheet opens. */
function AnswerCallLinkWithRef({
  answerRef,
  ...props
}: {
  answerRef: React.RefObject<HTMLAnchorElement | null>;
  from: number;
  fromName: string;
  onAnswer: (from: number) => void;
}) {
  return (
    <span
      className={s.action}
      style={{ display: 'flex' }}
      ref={(node) => {
        answerRef.current = node?.querySelector('a') ?? null;
      }}
    >
      <AnswerCallLink {...props} size="lg" className={s.action} />
    </span>
  );
}
