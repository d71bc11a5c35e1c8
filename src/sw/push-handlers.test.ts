import { describe, expect, it } from 'vitest';
import {
  answerPath,
  handleNotificationClick,
  handlePush,
  type NotificationData,
  parsePush,
  pickLanguage,
  type SwDeps,
  type SwNotificationOptions,
  type SwWindow,
} from './push-handlers';

const FROM = { id: 7, name: 'Olena', pet_name: 'Kesha' };
const CALL = { type: 'incomingCall', call_id: 'c42', from: FROM, expires_at: '2026-01-01T00:00:30Z' };

function fakeWindow(url: string, state: { visible?: boolean; focused?: boolean; navigable?: boolean } = {}) {
  const log: string[] = [];
  const w: SwWindow & { log: string[]; messages: unknown[] } = {
    url,
    focused: state.focused ?? false,
    visibilityState: state.visible ? 'visible' : 'hidden',
    log,
    messages: [],
    postMessage: (m) => w.messages.push(m),
    focus: async () => log.push('focus'),
    navigate: async (to) => {
      if (state.navigable === false) throw new TypeError('not controlled');
      log.push(`navigate ${to}`);
    },
  };
  return w;
}

function fakeDeps(windows: SwWindow[] = [], language: 'en' | 'ua' = 'en') {
  const shown: { title: string; options: SwNotificationOptions; closed: boolean }[] = [];
  const opened: string[] = [];
  const declined: string[] = [];
  const deps: SwDeps = {
    windows: async () => windows,
    openWindow: async (url) => opened.push(url),
    showNotification: async (title, options) => {
      shown.push({ title, options, closed: false });
    },
    getNotifications: async (tag) =>
      shown
        .filter((n) => n.options.tag === tag && !n.closed)
        .map((n) => ({ tag, close: () => Object.assign(n, { closed: true }) })),
    language: async () => language,
    declineCall: async (id) => {
      declined.push(id);
      return true;
    },
  };
  return { deps, shown, opened, declined };
}

const click = (action: string, data: NotificationData | null) => {
  const state = { closed: false };
  return { state, click: { action, notification: { data, close: () => Object.assign(state, { closed: true }) } } };
};

describe('push', () => {
  it('shows an incoming call with Answer and Decline, tagged by the call, until the user acts', async () => {
    const { deps, shown } = fakeDeps([fakeWindow('https://pet.chat/', { visible: false })]);
    await handlePush(CALL, deps);
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe('Olena is calling');
    expect(shown[0].options).toMatchObject({
      tag: 'call-c42',
      requireInteraction: true,
      actions: [
        { action: 'answer', title: 'Answer' },
        { action: 'decline', title: 'Decline' },
      ],
      data: { path: '/friend-call?incomingCallFrom=7&callId=c42', callId: 'c42' },
    });
  });

  it('speaks Ukrainian when the user does', async () => {
    const { deps, shown } = fakeDeps([], 'ua');
    await handlePush(CALL, deps);
    expect(shown[0].title).toBe('Olena телефонує');
    expect(shown[0].options.actions?.map((a) => a.title)).toEqual(['Відповісти', 'Відхилити']);
  });

  it('does not ring twice: a visible PetChat window gets a message instead of a notification', async () => {
    const hidden = fakeWindow('https://pet.chat/friends');
    const visible = fakeWindow('https://pet.chat/', { visible: true });
    const { deps, shown } = fakeDeps([hidden, visible]);
    await handlePush(CALL, deps);
    expect(shown).toEqual([]);
    expect(visible.messages).toEqual([{ type: 'petchat.push', payload: CALL }]);
    expect(hidden.messages).toEqual([]);
  });

  it('closes the call notification when the call ends, and only that one', async () => {
    const { deps, shown } = fakeDeps();
    await handlePush(CALL, deps);
    await handlePush({ ...CALL, call_id: 'c43' }, deps);
    await handlePush({ type: 'callEnded', call_id: 'c42' }, deps);
    expect(shown.map((n) => [n.options.tag, n.closed])).toEqual([
      ['call-c42', true],
      ['call-c43', false],
    ]);
  });

  it('shows friend requests, accepted requests and missed calls, each opening its page', async () => {
    const { deps, shown } = fakeDeps();
    await handlePush({ type: 'friendRequest', from: FROM }, deps);
    await handlePush({ type: 'friendRequestAccepted', from: FROM }, deps);
    await handlePush({ type: 'missedCall', call_id: 'c1', from: FROM }, deps);
    expect(shown.map((n) => [n.title, n.options.data?.path])).toEqual([
      ['Olena sent you a friend request', '/'],
      ['Olena accepted your friend request', '/friends'],
      ['Missed call from Olena', '/'],
    ]);
  });

  it('drops what it does not understand', async () => {
    const { deps, shown } = fakeDeps();
    for (const data of [null, 'text', { type: 'incomingCall' }, { type: 'other', from: FROM }])
      await handlePush(data, deps);
    expect(shown).toEqual([]);
    expect(parsePush({ ...CALL, call_id: 5 })).toMatchObject({ call_id: '5' });
  });
});

describe('notification click', () => {
  const data = { path: answerPath(7, 'c42'), callId: 'c42' };

  it('Decline declines the call without opening or focusing a page', async () => {
    const w = fakeWindow('https://pet.chat/');
    const { deps, opened, declined } = fakeDeps([w]);
    const { click: event, state } = click('decline', data);
    await handleNotificationClick(event, deps);
    expect(declined).toEqual(['c42']);
    expect(state.closed).toBe(true);
    expect(opened).toEqual([]);
    expect(w.log).toEqual([]);
  });

  it('Answer focuses an open PetChat window and takes it to the call page', async () => {
    const other = fakeWindow('https://pet.chat/ua/friends');
    const { deps, opened, declined } = fakeDeps([other], 'ua');
    await handleNotificationClick(click('answer', data).click, deps);
    expect(other.log).toEqual(['focus', 'navigate /ua/friend-call?incomingCallFrom=7&callId=c42']);
    expect(opened).toEqual([]);
    expect(declined).toEqual([]);
  });

  it('Answer (or a click on the notification) opens the call page when no window is open', async () => {
    const { deps, opened } = fakeDeps([]);
    await handleNotificationClick(click('', data).click, deps);
    expect(opened).toEqual(['/friend-call?incomingCallFrom=7&callId=c42']);
  });

  it('opens a new window when the open one cannot be navigated', async () => {
    const w = fakeWindow('https://pet.chat/', { navigable: false });
    const { deps, opened } = fakeDeps([w]);
    await handleNotificationClick(click('', { path: '/friends' }).click, deps);
    expect(opened).toEqual(['/friends']);
  });
});

describe('language', () => {
  it('follows the language cookie, else a window under /ua, else English', () => {
    expect(pickLanguage('ua', [])).toBe('ua');
    expect(pickLanguage('en', ['https://pet.chat/ua/'])).toBe('en');
    expect(pickLanguage(null, ['https://pet.chat/uak', 'https://pet.chat/ua/friends'])).toBe('ua');
    expect(pickLanguage(undefined, ['https://pet.chat/'])).toBe('en');
  });
});
