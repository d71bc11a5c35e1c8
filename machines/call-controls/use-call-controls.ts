import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { callControlsMachine } from './call-controls.machine';
import { sameCallControls, selectCallControls } from './call-controls.selectors';

/** The call controls' view model and senders. */
export function useCallControls(actor: ActorRefFrom<typeof callControlsMachine>) {
  const view = useSelector(actor, selectCallControls, sameCallControls);
  const senders = useMemo(
    () => ({
      toggleMic: () => actor.send({ type: 'mic.toggle' }),
      toggleCamera: () => actor.send({ type: 'camera.toggle' }),
      toggleDisplay: () => actor.send({ type: 'display.toggle' }),
      exitDisplay: () => actor.send({ type: 'display.exit' }),
      activity: () => actor.send({ type: 'ui.activity' }),
      togglePictureInPicture: () => actor.send({ type: 'pip.toggle' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
