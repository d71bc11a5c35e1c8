import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type CallQualityRef, useCallQuality } from '../call-quality/use-call-quality';
import type { SearchClockRef } from '../search-clock/use-search-clock';
import type { randomChatMachine } from './random-chat.machine';
import {
  holdWhilePlacing,
  sameChatView,
  selectCallQualityRef,
  selectChatView,
  selectControlsRef,
  selectPartnerCameraOff,
  selectReportRef,
  selectSearchClockRef,
} from './random-chat.selectors';

/**
 * The chat's view model, its senders and its children (controls, report, the search clock). The breed filter
 * follows the URL: the navbar's breed menu changes it while the screen stays, and the next
 * search uses it.
 */
export function useRandomChat(actor: ActorRefFrom<typeof randomChatMachine>, breedId: number | null) {
  // The screen reads the chat through the hold: the caller's match renders once its offer has left.
  const shown = useMemo(() => holdWhilePlacing(actor), [actor]);
  const view = useSelector(shown, selectChatView, sameChatView);
  const controlsRef = useSelector(shown, selectControlsRef);
  const reportRef = useSelector(shown, selectReportRef);
  const quality = useCallQuality(useSelector(shown, selectCallQualityRef) as CallQualityRef | undefined);
  const searchClockRef = useSelector(shown, selectSearchClockRef) as SearchClockRef | undefined;
  const partnerCameraOff = useSelector(shown, selectPartnerCameraOff);
  if (!controlsRef || !reportRef) throw new Error('The chat actor has not started its children');
  useEffect(() => {
    actor.send({ type: 'breed.change', breedId });
  }, [actor, breedId]);
  const senders = useMemo(
    () => ({
      start: () => actor.send({ type: 'chat.start' }),
      stop: () => actor.send({ type: 'chat.stop' }),
      next: () => actor.send({ type: 'chat.next' }),
      report: () => actor.send({ type: 'report.open' }),
      widen: (widen: boolean) => actor.send({ type: 'chat.widen', widen }),
    }),
    [actor],
  );
  return { view, controlsRef, reportRef, quality, searchClockRef, partnerCameraOff, ...senders };
}
