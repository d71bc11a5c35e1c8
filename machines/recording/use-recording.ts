import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { recordingMachine } from './recording.machine';
import { selectRecording } from './recording.selectors';

/** The recording's view model and senders. */
export function useRecording(actor: ActorRefFrom<typeof recordingMachine>) {
  const view = useSelector(actor, selectRecording, shallowEqual);
  const senders = useMemo(
    () => ({
      toggle: () => actor.send({ type: 'recording.toggle' }),
      uploadPending: () => actor.send({ type: 'pending.upload' }),
      discardPending: () => actor.send({ type: 'pending.discard' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
