import { useSelector } from '@xstate/react';
import { selectRingingCall } from '../../machines/notifications/notifications.selectors';
import { useChild } from '../app/root-context';
import { IncomingCallSheet } from './IncomingCallSheet';

/** The ringing sheet over the root's `notifications` actor: Answer and Decline go the bell's way. */
export function IncomingCallSheetContainer() {
  const actor = useChild('notifications');
  const call = useSelector(actor, selectRingingCall);
  return (
    <IncomingCallSheet
      call={call}
      onAnswer={(from) => actor.send({ type: 'call.answering', from })}
      onDecline={(from) => actor.send({ type: 'call.decline', from })}
    />
  );
}
