import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import type { FriendCallView } from '../../machines/friend-call/friend-call.selectors';
import type { FriendCallOutcome } from '../../machines/friend-call/friend-call.types';
import { FriendCallScreen } from '../../src/features/friend-call/FriendCallScreen';
import { callCallbacks, preparingFriendCall, sampleControls, sampleFriend } from '../../src/testing/call-fixtures';
import { demoStream } from '../call/demo-stream';
import { expect, page, press } from '../support/play';

const controls = sampleControls;
const bohdan = sampleFriend;
const preparing = preparingFriendCall;

const meta = {
  title: 'Friends/Friend call',
  component: FriendCallScreen,
  args: {
    call: preparing,
    controls,
    ...callCallbacks(fn),
    onCancel: fn(),
    onBack: fn(),
  },
  // Streams are made before the render: a real moving picture in the browser, none in jsdom.
  loaders: [async () => ({ local: demoStream('You', 30), remote: demoStream('Bohdan', 200) })],
} satisfies Meta<typeof FriendCallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until the camera starts: the overlay. */
export const Preparing: Story = {};

/** Answering a friend's call: the overlay names who is calling. */
export const PreparingToAnswer: Story = {
  args: { call: { ...preparing, mode: 'answer' } },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};

/** POST /call-friend on its way. */
export const Requesting: Story = {
  render: (args, { loaded }) => (
    <FriendCallScreen {...args} call={{ ...preparing, phase: 'requesting', localStream: loaded.local }} />
  ),
};

/** The friend's phone rings: their card, and cancel. */
export const Ringing: Story = {
  render: (args, { loaded }) => (
    <FriendCallScreen {...args} call={{ ...preparing, phase: 'ringing', localStream: loaded.local }} />
  ),
  play: async ({ args }) => {
    // No picture yet: the calm stage, and the controls' bar without the dark scrim (issue 25).
    await expect(page().getByTestId('friend-call').dataset.picture).toBe('none');
    await press(msg`Cancel call`);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Issue 25: at 1280×800 in the light theme the ringing stage is light, with no grey fade behind the controls. */
export const RingingDesktopLight: Story = { ...Ringing, globals: { ...atWidth('desktop'), ...inTheme('light') } };

/** On a phone the friend call fills the screen, as the random call does (issue 25). */
export const RingingPhoneUkrainianLight: Story = {
  ...Ringing,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};

/** Ringing a friend with a photo, before their card was loaded in full. */
export const RingingWithPhoto: Story = {
  render: (args, { loaded }) => (
    <FriendCallScreen
      {...args}
      call={{
        ...preparing,
        phase: 'ringing',
        friend: { ...bohdan, name: 'Chrystia', petGender: 'girl', breed: null, image: '/favicon.svg' },
        localStream: loaded.local,
      }}
    />
  ),
};

/** Ringing before the friend's card came: the page still says who is called. */
export const RingingUnknownFriend: Story = {
  render: (args, { loaded }) => (
    <FriendCallScreen
      {...args}
      call={{ ...preparing, phase: 'ringing', friend: null, canReport: false, localStream: loaded.local }}
    />
  ),
};

/** POST /answer-call on its way. */
export const Answering: Story = {
  render: (args, { loaded }) => (
    <FriendCallScreen
      {...args}
      call={{ ...preparing, mode: 'answer', phase: 'answering', localStream: loaded.local }}
    />
  ),
};

/** The peer-to-peer call is being set up. */
export const Connecting: Story = {
  render: (args, { loaded }) => (
    <FriendCallScreen {...args} call={{ ...preparing, phase: 'connecting', localStream: loaded.local }} />
  ),
};

/** On the call: both videos, the friend's card, the chat's controls (no Next). */
export const Connected: Story = {
  render: (args, { loaded }) => (
    <FriendCallScreen
      {...args}
      call={{ ...preparing, phase: 'connected', localStream: loaded.local, remoteStream: loaded.remote }}
    />
  ),
};

const ended = (outcome: FriendCallOutcome, extra: Partial<FriendCallView> = {}): Story => ({
  args: { call: { ...preparing, phase: 'ended', outcome, ...extra } },
});

export const Declined = ended('declined');
export const NoAnswer = ended('noAnswer');
export const Busy = ended('busy');
export const Offline = ended('offline');
export const NotYourFriend = ended('notFriend', { friend: null, canReport: false });
export const CallExpired = ended('expired', { mode: 'answer' });
export const CallFailed = ended('failed');
export const CameraBlocked = ended('camera', { mediaProblem: 'denied' });
/** A browser without WebRTC or camera access: it cannot call, and is told which browsers can (issue 24). */
export const BrowserCannotCall = ended('camera', { mediaProblem: 'unsupported' });
/** The call dropped and did not come back: the call screen's "Connection lost", with Call back and Back. */
export const ConnectionLostCallBack: Story = {
  args: { call: { ...preparing, phase: 'ended', outcome: 'lost' }, onCallBack: fn() },
  play: async ({ args }) => {
    await expect(page().getByTestId('connection-lost')).toBeVisible();
    await press(msg`Call back`);
    await expect(args.onCallBack).toHaveBeenCalledTimes(1);
    await press(msg`Back`);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Lost where the page cannot call again: the outcome says so, with Back. */
export const ConnectionLostNoCallBack = ended('lost');

export const BrowserCannotCallUkrainian: Story = {
  ...BrowserCannotCall,
  globals: inLanguage('ua'),
};
