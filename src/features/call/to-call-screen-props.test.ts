import { describe, expect, it } from 'vitest';
import type { FriendCallView } from '../../../machines/friend-call/friend-call.selectors';
import { idleChat, preparingFriendCall, sampleFriend } from '../../testing/call-fixtures';
import { toCallScreenProps as chatStage } from '../chat/to-call-screen-props';
import { toCallScreenProps as friendStage } from '../friend-call/to-call-screen-props';

const chat = idleChat;
const friend: FriendCallView = {
  ...preparingFriendCall,
  phase: 'connected',
  friend: { ...sampleFriend, image: '/p.jpg', breed: null },
};

describe("each call's stage for the shared call screen", () => {
  it('random chat: the framed preview replaces the corner tile before Start; a gate takes Start away', () => {
    const idle = chatStage(chat, { framedPreview: true, gated: true });
    expect(idle.ownTile).toBe(false);
    expect(idle.immersive).toBe(false);
    expect(idle.actions?.canStart).toBe(false);
    expect(chatStage(chat, { framedPreview: false, gated: false }).actions?.canStart).toBe(true);
  });

  it('random chat: from the search on, the stage is immersive and the corner tile is back', () => {
    const searching = chatStage({ ...chat, phase: 'searching' }, { framedPreview: true, gated: false });
    expect(searching).toMatchObject({ phase: 'searching', immersive: true, ownTile: true, onCall: false });
    const reconnecting = { seconds: 3, offline: false };
    expect(
      chatStage({ ...chat, phase: 'reconnecting', reconnecting }, { framedPreview: true, gated: false }),
    ).toMatchObject({ onCall: true, reconnecting });
  });

  it("friend call: the friend's photo on the card, no Next, and no controls once it ended", () => {
    const on = friendStage(friend);
    expect(on.partner?.photo).toBe('/p.jpg');
    expect(on.actions).toEqual({ canStart: false, canStop: true, canNext: false, canReport: true });
    expect(friendStage({ ...friend, phase: 'ended', outcome: 'declined' }).actions).toBeNull();
    expect(friendStage({ ...friend, phase: 'left' }).actions).toBeNull();
  });

  it('friend call: full screen on a phone while it lives, as the random call (issue 25); its outcome keeps the top bar', () => {
    const live = [
      'preparing',
      'requesting',
      'ringing',
      'answering',
      'connecting',
      'connected',
      'reconnecting',
    ] as const;
    expect(live.filter((phase) => !friendStage({ ...friend, phase }).immersive)).toEqual([]);
    expect(friendStage({ ...friend, phase: 'ended', outcome: 'declined' }).immersive).toBe(false);
    expect(friendStage({ ...friend, phase: 'left' }).immersive).toBe(false);
  });
});
