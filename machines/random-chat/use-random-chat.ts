import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type CallQualityRef, useCallQuality } from '../call-quality/use-call-quality';
import type { SearchClockRef } from '../search-clock/use-search-clock';
import type { randomChatMachine } from './random-chat.machine';
import {
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
  const view = useSelector(actor, selectChatView, sameChatView);
  const controlsRef = useSelector(actor, selectControlsRef);
  const reportRef = useSelector(actor, selectReportRef);
  const quality = useCallQuality(useSelector(actor, selectCallQualityRef) as CallQualityRef | undefined);
  const searchClockRef = useSelector(actor, selectSearchClockRef) as SearchClockRef | undefined;
  const partnerCameraOff = useSelector(actor, selectPartnerCameraOff);
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
