import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type CallQualityRef, useCallQuality } from '../call-quality/use-call-quality';
import type { friendCallMachine } from './friend-call.machine';
import {
  sameFriendCallView,
  selectFriendCallControlsRef,
  selectFriendCallQualityRef,
  selectFriendCallReportRef,
  selectFriendCallView,
  selectFriendCameraOff,
} from './friend-call.selectors';

/** The friend call's view model, its senders and its children (controls, report). */
export function useFriendCall(actor: ActorRefFrom<typeof friendCallMachine>) {
  const view = useSelector(actor, selectFriendCallView, sameFriendCallView);
  const controlsRef = useSelector(actor, selectFriendCallControlsRef);
  const reportRef = useSelector(actor, selectFriendCallReportRef);
  const quality = useCallQuality(useSelector(actor, selectFriendCallQualityRef) as CallQualityRef | undefined);
  const friendCameraOff = useSelector(actor, selectFriendCameraOff);
  if (!controlsRef || !reportRef) throw new Error('The friend call actor has not started its children');
  const senders = useMemo(
    () => ({
      stop: () => actor.send({ type: 'call.stop' }),
      cancel: () => actor.send({ type: 'call.cancel' }),
      back: () => actor.send({ type: 'call.back' }),
      callBack: () => actor.send({ type: 'call.callBack' }),
      report: () => actor.send({ type: 'report.open' }),
    }),
    [actor],
  );
  return { view, controlsRef, reportRef, quality, friendCameraOff, ...senders };
}
