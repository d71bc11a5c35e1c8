import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectRingingCall } from '../../machines/notifications/notifications.selectors';
import { useChild } from '../app/root-context';
import { IncomingCallSheet } from './IncomingCallSheet';

/** The ringing sheet over the root's `notifications` actor: Answer and Decline go the bell's way. */
export function IncomingCallSheetContainer() {
  const actor = useChild('notifications');
  const ringing = useSelector(actor, selectRingingCall);
  // Invitations the user hid with Escape ("not now"): they keep ringing in the bell.
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const call = ringing && !hidden.includes(ringing.callId) ? ringing : null;
  return (
    <IncomingCallSheet
      call={call}
      onHide={() => ringing && setHidden((ids) => [...ids.slice(-9), ringing.callId])}
      onAnswer={(from) => actor.send({ type: 'call.answering', from })}
      onDecline={(from) => actor.send({ type: 'call.decline', from })}
    />
  );
}
