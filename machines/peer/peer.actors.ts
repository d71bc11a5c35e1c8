import { fromCallback, fromPromise } from 'xstate';
import type { PeerCredentials } from '../../contract/chat';
import type { CallHandlers, CallNotice, ConnectionCommand, ConnectionEvent, PeerDeps } from './peer.types';

/** Real effects for `peerMachine.provide(...)`: the API call and the PeerJS peer (src/adapters/peer.ts). */
export function createPeerImplementations(deps: PeerDeps) {
  return {
    actors: {
      fetchCredentials: fromPromise<PeerCredentials>(({ signal }) => deps.fetchCredentials(signal)),
      /** One PeerJS peer for the credentials; stopping the actor destroys it (and every call). */
      connection: fromCallback<ConnectionCommand, PeerCredentials>(({ input, sendBack, receive }) => {
        const report = (event: ConnectionEvent) => sendBack(event);
        const stops = new Map<string, () => void>();
        const follow = (callId: string): CallHandlers => {
          const tell = (notice: CallNotice) => report({ type: 'connection.call', notice });
          return {
            remoteVideo: (stream) => tell({ type: 'call.remoteVideo', callId, stream }),
            failed: () => {
              stops.delete(callId);
              tell({ type: 'call.failed', callId });
            },
            closed: () => {
              stops.delete(callId);
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
              stops.set(callId, connection.call(partnerPeerId, stream, metadata, follow(callId)));
              return;
            }
            case 'connection.answer':
              stops.set(command.callId, connection.answer(command.callId, command.stream, follow(command.callId)));
              return;
            case 'connection.decline':
              for (const id of command.callIds) connection.decline(id);
              return;
            case 'connection.hangUp':
              stops.get(command.callId)?.();
              stops.delete(command.callId);
              return;
          }
        });
        return () => {
          for (const stop of stops.values()) stop();
          stops.clear();
          connection.destroy();
        };
      }),
    },
  };
}
