import { useBlock } from '../../machines/block/use-block';
import { useNotifications } from '../../machines/notifications/use-notifications';
import { notificationsBlockScreen } from '../app/composition/safety';
import { useChild } from '../app/root-context';
import { useScreen } from '../app/use-screen';
import { BlockDialog } from '../features/safety/BlockDialog';
import { IncomingCallSheetContainer } from './IncomingCallSheet.container';
import { NotificationsBell } from './NotificationsBell';

/** The bell of a signed-in user (loaded lazily by the top bar: guests never need it). */
export default function NotificationsBellContainer() {
  const n = useNotifications(useChild('notifications'), useChild('friendRequests'));
  // The request goes with the block on the server; the bell drops it when the block says so.
  const block = useBlock(useScreen(notificationsBlockScreen));
  return (
    <>
      <NotificationsBell
        {...n.view}
        onToggle={n.toggle}
        onClose={n.close}
        onAccept={n.accept}
        onDecline={n.decline}
        onReload={n.reload}
        onAnswer={n.answering}
        onDeclineCall={n.declineCall}
        onDismissMissed={n.dismissMissed}
        onEnableAlerts={n.enableAlerts}
        onToggleMute={n.toggleMute}
        onBlock={block.open}
      />
      <BlockDialog {...block.view} onConfirm={block.confirm} onCancel={block.cancel} />
      {/* Signed-in users only, on every page (the top bar is): the full-screen ringing sheet. */}
      <IncomingCallSheetContainer />
    </>
  );
}
