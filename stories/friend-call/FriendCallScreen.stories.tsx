import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import type { CallControlsView } from '../../machines/call-controls/call-controls.selectors';
import type { FriendCallView } from '../../machines/friend-call/friend-call.selectors';
import type { FriendCallOutcome, FriendProfile } from '../../machines/friend-call/friend-call.types';
import { FriendCallScreen } from '../../src/features/friend-call/FriendCallScreen';
import { demoStream } from '../call/demo-stream';
import { expect, page, tr, userEvent } from '../support/play';

const controls: CallControlsView = {
  micOn: true,
  cameraOn: true,
  display: 'normal',
  visible: true,
  pictureInPicture: 'unavailable',
};
const bohdan: FriendProfile = {
  id: 7,
  name: 'Bohdan',
  image: null,
  petName: 'Kesha',
  petGender: 'boy',
  breed: { name: 'Beagle', name_ua: 'Бігль' },
};
const preparing: FriendCallView = {
  phase: 'preparing',
  mode: 'call',
  friend: bohdan,
  outcome: null,
  mediaProblem: null,
  localStream: null,
  remoteStream: null,
  canReport: true,
  reconnecting: null,
  peerConnection: null,
};

const meta = {
  title: 'Friends/Friend call',
  component: FriendCallScreen,
  args: {
    call: preparing,
    controls,
    onStop: fn(),
    onCancel: fn(),
    onBack: fn(),
    onToggleMic: fn(),
    onToggleCamera: fn(),
    onToggleFullscreen: fn(),
    onTogglePictureInPicture: fn(),
    onExitDisplay: fn(),
    onActivity: fn(),
    onReport: fn(),
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

/** On the call, microphone and camera off, controls hidden after two seconds. */
export const ConnectedControlsHidden: Story = {
  args: { controls: { ...controls, micOn: false, cameraOn: false, visible: false } },
  render: (args, { loaded }) => (
    <FriendCallScreen
      {...args}
      call={{ ...preparing, phase: 'connected', localStream: loaded.local, remoteStream: loaded.remote }}
    />
  ),
};

/** On the call where the browser has picture-in-picture: the partner's video can float (issue 24). */
export const ConnectedWithPictureInPicture: Story = {
  args: { controls: { ...controls, pictureInPicture: 'off' } },
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
export const BrowserCannotCallUkrainian: Story = {
  ...BrowserCannotCall,
  globals: inLanguage('ua'),
};

/**
 * Issue 25, the phone call screen of a friend call: the friend's card at the top (no top bar
 * here), the preview in the corner, one row of mic, camera, a large Stop and "⋯" (report,
 * picture-in-picture, fullscreen). Fullscreen from "⋯" does what its button does.
 */
export const ConnectedPhone: Story = {
  args: { controls: { ...controls, pictureInPicture: 'off' }, quality: 'fair' },
  render: (args, { loaded }) => (
    <FriendCallScreen
      {...args}
      call={{ ...preparing, phase: 'connected', localStream: loaded.local, remoteStream: loaded.remote }}
    />
  ),
  globals: atWidth('smallPhone'),
  play: async ({ args }) => {
    await userEvent.click(page().getByRole('button', { name: tr(msg`More call actions`) }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: tr(msg`Fullscreen`) }));
    await expect(args.onToggleFullscreen).toHaveBeenCalledTimes(1);
  },
};

export const ConnectedPhoneUkrainianLight: Story = {
  ...ConnectedPhone,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};
