import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import { CallScreen } from '../../src/features/call/CallScreen';
import type { CallStage } from '../../src/features/call/call-stage';
import { ChatTopBar } from '../../src/features/chat/ChatTopBar';
import {
  callCallbacks,
  friendCallActions,
  onCallStage,
  sampleCompanion,
  sampleControls,
} from '../../src/testing/call-fixtures';
import { Button } from '../../src/ui/Button';
import { SAMPLE_AVATAR } from '../profile/sample-data';
import { expect, page, press, tr, userEvent } from '../support/play';
import { demoStream } from './demo-stream';

/**
 * The call screen shared by the random chat and the friend call (src/features/call): everything
 * on a call that both show. What only one of them shows (the search, ringing, outcomes, meet
 * again) has its stories beside that feature (Chat/Video chat screen, Friends/Friend call).
 */

const controls = sampleControls;
const partner = { ...sampleCompanion, photo: SAMPLE_AVATAR };
const friendCall = friendCallActions;

/** On a call: the partner's card, the controls; the render puts in the streams. */
const onCall: CallStage = { ...onCallStage, partner };

/** The random chat's top bar in its slot: the chat's title and the partner. */
const chatTopBar = (visible = true) => (
  <ChatTopBar
    breed={null}
    companion={{ ...partner, breedId: null }}
    visible={visible}
    onAddFriend={fn()}
    onBlock={fn()}
  />
);

const meta = {
  title: 'Call/Call screen',
  component: CallScreen,
  args: {
    label: 'Video chat',
    stage: onCall,
    controls,
    ...callCallbacks(fn),
    onNext: fn(),
  },
  // Streams are made before the render: a real moving picture in the browser, none in jsdom.
  loaders: [async () => ({ local: demoStream('You', 30), remote: demoStream('Bohdan', 200) })],
  // The own camera always; the partner's video only on the call.
  render: (args, { loaded }) => (
    <CallScreen
      {...args}
      stage={{
        ...args.stage,
        localStream: loaded.local ?? null,
        remoteStream: args.stage.onCall ? (loaded.remote ?? null) : null,
      }}
    />
  ),
} satisfies Meta<typeof CallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A random call: the partner's card, the chat's top bar, Next as the main action. */
export const RandomChatCall: Story = {
  args: { topBar: chatTopBar(), partnerBreedName: 'Maine Coon' },
  play: async ({ args }) => {
    await expect(page().getByTestId('companion-owner').textContent).toBe('Bohdan');
    await press(msg`Next`);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const RandomChatCallUkrainianLight: Story = {
  ...RandomChatCall,
  globals: { ...inLanguage('ua'), ...inTheme('light') },
};

export const RandomChatCallDesktop: Story = { ...RandomChatCall, globals: atWidth('desktop') };

/** A friend call: no top bar, no Next; Stop is the main action. */
export const FriendCall: Story = {
  args: { label: 'Friend call', testId: 'friend-call', onNext: undefined, stage: { ...onCall, actions: friendCall } },
  play: async ({ args }) => {
    await expect(page().queryByRole('button', { name: tr(msg`Next`) })).toBeNull();
    await press(msg`Stop`);
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const FriendCallUkrainianLight: Story = {
  ...FriendCall,
  globals: { ...inLanguage('ua'), ...inTheme('light') },
};

/** Two seconds without activity, microphone and camera off: only the videos remain. */
export const ControlsHidden: Story = {
  args: { topBar: chatTopBar(false), controls: { ...controls, micOn: false, cameraOn: false, visible: false } },
};

/** On a call where the browser has picture-in-picture: the button floats the partner's video (issue 24). */
export const WithPictureInPicture: Story = {
  args: { controls: { ...controls, pictureInPicture: 'off' } },
  play: async ({ args }) => {
    const button = page().getByRole('button', { name: tr(msg`Picture in picture`) });
    await expect(button.getAttribute('aria-pressed')).toBe('false');
    await press(msg`Picture in picture`);
    await expect(args.onTogglePictureInPicture).toHaveBeenCalledTimes(1);
  },
};

/** The partner's video floats in its own window; the button brings it back. */
export const PictureInPictureOnPhone: Story = {
  args: { controls: { ...controls, pictureInPicture: 'on' } },
  globals: atWidth('phone'),
};

/** The partner's camera is off: their pet's card, large, says so instead of a black video. */
export const PartnerCameraOff: Story = {
  args: { partnerCameraOff: true, partnerBreedName: 'Budgerigar', quality: 'good' },
  // A card stands in only for a stream without picture (jsdom has no stream: the small card).
  play: async ({ loaded }) => {
    await expect(page().getByTestId('companion-card').dataset.cameraOff).toBe(loaded.remote ? 'true' : undefined);
  },
};

export const PartnerCameraOffPhoneUkrainianLight: Story = {
  ...PartnerCameraOff,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};

/** A partner without a photo: the paw stands in for it. */
export const PartnerWithoutPhoto: Story = {
  args: { stage: { ...onCall, partner: { ...partner, photo: null } } },
};

/** The link broke: "Reconnecting…" and the time since, over the frozen picture, the card beside it. */
export const Reconnecting: Story = {
  args: { stage: { ...onCall, phase: 'reconnecting', reconnecting: { seconds: 7, offline: false } } },
  play: async () => {
    await expect(page().getByTestId('reconnecting').textContent).toContain('0:07');
  },
};

export const ReconnectingPhoneUkrainianLight: Story = {
  ...Reconnecting,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};

/** The side that lost the network: "You are offline". */
export const Offline: Story = {
  args: { stage: { ...onCall, phase: 'reconnecting', reconnecting: { seconds: 3, offline: true } } },
};

const lostStage: CallStage = { ...onCall, phase: 'lost', partner: null, onCall: false, immersive: false };

/** Not back within 20 s: "Connection lost", with the feature's way on (the random chat's Search again). */
export const ConnectionLost: Story = {
  args: {
    stage: lostStage,
    lost: { actionLabel: <Trans>Search again</Trans>, onAction: fn() },
  },
  play: async ({ args }) => {
    await expect(page().getByRole('heading', { name: tr(msg`Connection lost`) }).tagName).toMatch(/^H[1-6]$/);
    await press(msg`Search again`);
    await expect(args.lost?.onAction).toHaveBeenCalledTimes(1);
  },
};

export const ConnectionLostUkrainianLight: Story = {
  ...ConnectionLost,
  globals: { ...inLanguage('ua'), ...inTheme('light') },
};

/** A friend call lost: Call back, and a second way out. */
export const ConnectionLostWithBack: Story = {
  ...ConnectionLost,
  args: {
    ...ConnectionLost.args,
    onNext: undefined,
    stage: { ...lostStage, phase: 'ended', actions: null },
    lost: {
      actionLabel: <Trans>Call back</Trans>,
      onAction: fn(),
      secondary: (
        <Button variant="ghost" onClick={fn()}>
          <Trans>Back</Trans>
        </Button>
      ),
    },
  },
  play: async () => {
    await expect(page().getByRole('button', { name: tr(msg`Back`) }).textContent).toBe(tr(msg`Back`));
    await expect(page().queryByTestId('call-controls')).toBeNull();
  },
};

/**
 * Issue 25, the phone call screen of the random chat: the partner's video fills it, the partner
 * card at the top under the top bar, the own preview in the corner, one row of mic, camera, Stop,
 * a large Next and "⋯". "⋯" holds record, report, picture-in-picture and fullscreen; choosing
 * Report there opens the report as its button does.
 */
export const PhoneRandomChat: Story = {
  args: {
    topBar: chatTopBar(),
    recording: { button: 'start', busy: false },
    onToggleRecording: fn(),
    controls: { ...controls, pictureInPicture: 'off' },
    quality: 'good',
  },
  globals: atWidth('smallPhone'),
  play: async ({ args }) => {
    await userEvent.click(page().getByRole('button', { name: tr(msg`More call actions`) }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('menuitem', { name: tr(msg`Report a violation`) }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await expect(page().queryByRole('menu')).toBeNull();
  },
};

/** The same row at 390 px, light theme, Ukrainian, while recording: the menu says "Stop recording". */
export const PhoneRandomChatRecordingUkrainianLight: Story = {
  ...PhoneRandomChat,
  args: { ...PhoneRandomChat.args, recording: { button: 'stop', busy: false } },
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
  play: async ({ args }) => {
    await userEvent.click(page().getByRole('button', { name: tr(msg`More call actions`) }));
    const menu = await page().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: tr(msg`Stop recording`) }));
    await expect(args.onToggleRecording).toHaveBeenCalledTimes(1);
  },
};

/**
 * Issue 25, the phone call screen of a friend call: the friend's card at the top (no top bar
 * here), the preview in the corner, one row of mic, camera, a large Stop and "⋯" (report,
 * picture-in-picture, fullscreen). Fullscreen from "⋯" does what its button does.
 */
export const PhoneFriendCall: Story = {
  args: {
    ...FriendCall.args,
    stage: { ...onCall, actions: friendCall, immersive: false },
    controls: { ...controls, pictureInPicture: 'off' },
    quality: 'fair',
  },
  globals: atWidth('smallPhone'),
  play: async ({ args }) => {
    await userEvent.click(page().getByRole('button', { name: tr(msg`More call actions`) }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: tr(msg`Fullscreen`) }));
    await expect(args.onToggleFullscreen).toHaveBeenCalledTimes(1);
  },
};

export const PhoneFriendCallUkrainianLight: Story = {
  ...PhoneFriendCall,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};
