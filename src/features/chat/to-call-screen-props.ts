import type { ChatView } from '../../../machines/random-chat/random-chat.selectors';
import type { CallStage } from '../call/call-stage';

export interface ChatStageOptions {
  /** Before Start the own camera is framed with the pet (PetFramedPreview), not the corner tile. */
  framedPreview: boolean;
  /** Random chat is closed to this user (SafetyGate): no Start anywhere. */
  gated: boolean;
}

/** The shared call screen's stage for the random chat's view (machines/random-chat). */
export function toCallScreenProps(chat: ChatView, { framedPreview, gated }: ChatStageOptions): CallStage {
  const waiting = chat.phase === 'starting' || chat.phase === 'searching' || chat.phase === 'connecting';
  const onCall = chat.phase === 'connected' || chat.phase === 'reconnecting';
  return {
    phase: chat.phase,
    localStream: chat.localStream,
    remoteStream: chat.remoteStream,
    partner: chat.companion,
    onCall,
    reconnecting: chat.phase === 'reconnecting' ? chat.reconnecting : null,
    // Phones: from Start on, the call fills the whole viewport.
    immersive: waiting || onCall,
    ownTile: !(chat.phase === 'idle' && framedPreview),
    actions: {
      canStart: gated && chat.phase === 'idle' ? false : chat.canStart,
      canStop: chat.canStop,
      canNext: chat.canNext,
      canReport: chat.canReport,
    },
  };
}
