import { fromCallback, fromPromise } from 'xstate';
import type { PeerCredentials } from '../../contract/chat';
import type { CallControl, CallHandlers, CallNotice, ConnectionCommand, ConnectionEvent, PeerDeps } from './peer.types';

/** Real effects for `peerMachine.provide(...)`: the API call and the PeerJS peer (src/adapters/peer.ts). */
export function createPeerImplementations(deps: PeerDeps) {
  return {
    actors: {
      fetchCredentials: fromPromise<PeerCredentials>(({ signal }) => deps.fetchCredentials(signal)),
      /** One PeerJS peer for the credentials; stopping the actor destroys it (and every call). */
      connection: fromCallback<ConnectionCommand, PeerCredentials>(({ input, sendBack, receive }) => {
        const report = (event: ConnectionEvent) => sendBack(event);
        const calls = new Map<string, CallControl>();
        const follow = (callId: string): CallHandlers => {
          const tell = (notice: CallNotice) => report({ type: 'connection.call', notice });
          return {
            offered: () => tell({ type: 'call.offered', callId }),
            remoteVideo: (stream, pc) => tell({ type: 'call.remoteVideo', callId, stream, connection: pc }),
            linkDown: () => tell({ type: 'call.linkDown', callId }),
            linkUp: () => tell({ type: 'call.linkUp', callId }),
            failed: () => {
              calls.delete(callId);
              tell({ type: 'call.failed', callId });
            },
            closed: () => {
              calls.delete(callId);
              tell({ type: 'call.closed', callId });
            },
          };
        };
        const connection = deps.connect(input, {
          open: (peerId) => report({ type: 'connection.open', peerId }),
          disconnected: () => report({ type: 'connection.disconnected' }),
          destroyed: () => report({ type: 'connection.destroyed' }),
          incoming: (call) => report({ type: 'connection.incoming', call }),
        });
        receive((command) => {
          switch (command.type) {
            case 'connection.reconnect':
              return connection.reconnect();
            case 'connection.placeCall': {
              const { callId, partnerPeerId, stream, metadata } = command;
              calls.set(callId, connection.call(partnerPeerId, stream, metadata, follow(callId)));
              return;
            }
            case 'connection.answer':
              calls.set(command.callId, connection.answer(command.callId, command.stream, follow(command.callId)));
              return;
            case 'connection.decline':
              for (const id of command.callIds) connection.decline(id);
              return;
            case 'connection.hangUp':
              calls.get(command.callId)?.stop();
              calls.delete(command.callId);
              return;
            case 'connection.refresh':
              return connection.refresh();
            case 'connection.restartIce':
              calls.get(command.callId)?.restartIce();
              return;
          }
        });
        return () => {
          for (const call of calls.values()) call.stop();
          calls.clear();
          connection.destroy();
        };
      }),
    },
  };
}
