import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import type { ChatView } from '../../machines/random-chat/random-chat.selectors';
import { ChatScreen } from '../../src/features/chat/ChatScreen';
import { MeetAgainCard } from '../../src/features/chat/MeetAgainCard';
import { SearchProgress } from '../../src/features/chat/SearchProgress';
import { callCallbacks, idleChat, sampleCompanion, sampleControls } from '../../src/testing/call-fixtures';
import { demoStream } from '../call/demo-stream';
import { SAMPLE_AVATAR } from '../profile/sample-data';
import { expect, page, press, tr, userEvent } from '../support/play';

const controls = sampleControls;
const idle = idleChat;
const companion = { ...sampleCompanion, photo: SAMPLE_AVATAR };

/** On a call with the companion: both videos playing. */
const onCall = (loaded: Record<string, MediaStream>): ChatView => ({
  ...idle,
  phase: 'connected',
  companion,
  localStream: loaded.local,
  remoteStream: loaded.remote,
  canStart: false,
  canStop: true,
  canNext: true,
  canReport: true,
});

const meta = {
  title: 'Chat/Video chat screen',
  component: ChatScreen,
  args: {
    userName: 'Olena',
    // Before Start the own camera is framed with the pet (PetFramedPreview).
    pet: { name: 'Kesha', photo: SAMPLE_AVATAR, breedImage: null, breedName: 'Budgerigar' },
    chat: idle,
    controls,
    breed: null,
    onStart: fn(),
    ...callCallbacks(fn),
    onNext: fn(),
  },
  // Streams are made before the render: a real moving picture in the browser, none in jsdom.
  loaders: [async () => ({ local: demoStream('You', 30), remote: demoStream('Bohdan', 200) })],
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not in a call: the overlay asks to start. */
export const Idle: Story = {};

export const IdleLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

/** Issue 25: the camera is open before Start, framed with the pet on a calm stage (no grey box). */
export const IdleWithCamera: Story = {
  render: (args, { loaded }) => <ChatScreen {...args} chat={{ ...idle, localStream: loaded.local }} />,
  play: async ({ loaded }) => {
    const frame = page().getByTestId('pet-preview');
    await expect(frame.getAttribute('data-camera')).toBe(loaded.local ? 'on' : 'opening');
    // One own preview only: the corner tile waits for the call.
    await expect(page().queryAllByTestId('local-video')).toHaveLength(loaded.local ? 1 : 0);
    await expect(frame.querySelector('figcaption')?.textContent).toContain('Kesha');
  },
};

export const IdleWithCameraPhoneLightUkrainian: Story = {
  ...IdleWithCamera,
  globals: { ...atWidth('smallPhone'), ...inTheme('light'), ...inLanguage('ua') },
};

/** Idle with the figures of `GET /pool-stats`: how many are online and looking for a chat. */
export const IdleWithPoolFigures: Story = {
  args: { poolStats: { online: 128, general: 12, breed: null } },
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getByTestId('pool-figures');
    // Both numbers, in the story's language (the view test checks the words of each).
    await expect(figures).toHaveTextContent(/^128 \S.* · 12 \S/);
  },
};

export const IdleWithPoolFiguresUkrainianLight: Story = {
  ...IdleWithPoolFigures,
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};

/** Issue 25: at 360×740 in Ukrainian the stage ends above the row of controls and scrolls; nothing sits under the row. */
export const IdleWithPoolFiguresSmallPhoneUkrainianLight: Story = {
  ...IdleWithPoolFigures,
  globals: { ...atWidth('smallPhone'), ...inLanguage('ua'), ...inTheme('light') },
};

/** Camera open, looking for a partner: the loader and the elapsed time. */
export const Searching: Story = {
  args: { searchProgress: <SearchProgress elapsed="0:07" longWait={false} breed={null} /> },
  render: (args, { loaded }) => (
    <ChatScreen
      {...args}
      chat={{ ...idle, phase: 'searching', localStream: loaded.local, canStart: false, canStop: true }}
    />
  ),
};

/** A breed chat that has found nobody for 20 s: says so by name, one tap to the general chat. */
export const SearchingLongInBreedChat: Story = {
  ...Searching,
  args: {
    breed: { name: 'Labrador Retriever' },
    searchProgress: <SearchProgress elapsed="0:23" longWait breed={{ name: 'Labrador Retriever' }} />,
  },
  play: async () => {
    await expect(page().getByTestId('few-online').textContent).toContain('Labrador Retriever');
    await expect(page().getByRole('link', { name: tr(msg`Switch to the general chat`) })).toHaveAttribute('href');
  },
};

const onWiden = fn();

/** An empty breed chat of a breed group (issue 29): widen to the whole group, or the general chat. */
export const SearchingLongCanWiden: Story = {
  ...Searching,
  args: {
    breed: { name: 'German Shepherd' },
    searchProgress: (
      <SearchProgress
        elapsed="0:21"
        longWait
        breed={{ name: 'German Shepherd' }}
        group={{ name: 'shepherds', widened: false }}
        onWiden={onWiden}
      />
    ),
  },
  play: async () => {
    onWiden.mockClear();
    await userEvent.click(page().getByTestId('widen'));
    await expect(onWiden).toHaveBeenCalledWith(true);
  },
};

/** Searching the whole group: said so, with the way back to the breed alone. */
export const SearchingWidened: Story = {
  ...Searching,
  args: {
    breed: { name: 'German Shepherd' },
    searchProgress: (
      <SearchProgress
        elapsed="0:04"
        longWait={false}
        breed={{ name: 'German Shepherd' }}
        group={{ name: 'shepherds', widened: true }}
        onWiden={fn()}
      />
    ),
  },
  play: async () => {
    await expect(page().getByTestId('widened').textContent).toContain('shepherds');
  },
};

/** The general chat after a long wait: a hint, and how many are searching (when the server tells). */
export const SearchingLongInGeneralChat: Story = {
  ...Searching,
  args: { searchProgress: <SearchProgress elapsed="0:41" longWait breed={null} searching={3} /> },
  play: async () => {
    await expect(page().getByTestId('long-wait')).toHaveTextContent(/\S/);
    await expect(page().getByTestId('searching-count').textContent).toContain('3');
  },
};

export const SearchingLongInGeneralChatUkrainianLight: Story = {
  ...SearchingLongInGeneralChat,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};

/** The partner left: said over the search that follows, never a silent jump to "Looking for a companion…". */
export const PartnerLeft: Story = {
  ...Searching,
  render: (args, { loaded }) => (
    <ChatScreen
      {...args}
      chat={{
        ...idle,
        phase: 'searching',
        localStream: loaded.local,
        canStart: false,
        canStop: true,
        farewell: { kind: 'left', name: 'Taras', userId: 7 },
      }}
    />
  ),
  play: async () => {
    const name = 'Taras';
    await expect(page().getByTestId('partner-farewell').textContent).toBe(tr(msg`${name} left`));
  },
};

export const PartnerLeftPhoneUkrainianLight: Story = {
  ...PartnerLeft,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};

/**
 * The partner left and the user stopped: back on the idle stage, "Meet again?" is part of it, at
 * its top and above the framed preview, so it covers neither Start nor the controls (issue 25).
 */
export const IdleWithMeetAgain: Story = {
  render: (args, { loaded }) => (
    <ChatScreen
      {...args}
      chat={{ ...idle, localStream: loaded.local }}
      poolStats={{ online: 128, general: 12, breed: null }}
      meetAgain={
        <MeetAgainCard
          view={{ stage: 'offered', partner: companion, failed: false }}
          secondsLeft={42}
          onHeart={fn()}
          onDismiss={fn()}
        />
      }
    />
  ),
  play: async ({ args }) => {
    const card = page().getByTestId('meet-again');
    const start = page().getByRole('button', { name: tr(msg`Start chat`) });
    // In the invitation, before the preview and Start: in the stage's flow, over nothing.
    const invitation = page().getByTestId('pet-preview').parentElement;
    await expect(invitation?.contains(card)).toBe(true);
    await expect(card.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(page().getByTestId('call-controls').contains(card)).toBe(false);
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const IdleWithMeetAgainPhoneUkrainianLight: Story = {
  ...IdleWithMeetAgain,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};

export const IdleWithMeetAgainPhoneDark: Story = { ...IdleWithMeetAgain, globals: atWidth('phone') };

/** The user blocked their partner: the call ended and the search says why. */
export const YouBlockedPartner: Story = {
  ...Searching,
  render: (args, { loaded }) => (
    <ChatScreen
      {...args}
      chat={{
        ...idle,
        phase: 'searching',
        localStream: loaded.local,
        canStart: false,
        canStop: true,
        farewell: { kind: 'blocked', name: 'Olena', userId: 8 },
      }}
    />
  ),
  play: async () => {
    const name = 'Olena';
    await expect(page().getByTestId('partner-farewell').textContent).toBe(tr(msg`You blocked ${name}`));
  },
};

export const YouBlockedPartnerUkrainian: Story = { ...YouBlockedPartner, globals: inLanguage('ua') };

/** Nobody came within the retry limit: 'Video not available', and "Keep looking" searches again. */
export const VideoNotAvailable: Story = {
  render: (args, { loaded }) => (
    <ChatScreen
      {...args}
      chat={{ ...idle, phase: 'unavailable', localStream: loaded.local, canStart: true, canStop: true }}
    />
  ),
  play: async ({ args }) => {
    await expect(page().getByRole('heading', { name: tr(msg`Video not available`) }).tagName).toMatch(/^H[1-6]$/);
    await press(msg`Keep looking`);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const VideoNotAvailablePhoneUkrainianLight: Story = {
  ...VideoNotAvailable,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};

/** Phone: the own preview before Start, the screen edge to edge under the top bar. */
export const IdlePhone: Story = {
  globals: atWidth('phone'),
  render: (args, { loaded }) => <ChatScreen {...args} chat={{ ...idle, localStream: loaded.local }} />,
};

export const SearchingLongPhoneUkrainianLight: Story = {
  ...SearchingLongInBreedChat,
  globals: { ...atWidth('smallPhone'), ...inLanguage('ua'), ...inTheme('light') },
};

export const SearchingDesktop: Story = { ...Searching, globals: atWidth('desktop') };

/** Matched, waiting for the partner's video. */
export const Connecting: Story = {
  render: (args, { loaded }) => (
    <ChatScreen
      {...args}
      chat={{
        ...idle,
        phase: 'connecting',
        companion,
        localStream: loaded.local,
        canStart: false,
        canStop: true,
        canNext: true,
        canReport: true,
      }}
    />
  ),
};

/** On a call: both videos, the companion card and the companion in the top bar. */
export const Connected: Story = {
  render: (args, { loaded }) => <ChatScreen {...args} chat={onCall(loaded)} />,
};

/** In the general chat the card names the partner's breed too, from the shared breed list. */
export const ConnectedShowsPartnersBreed: Story = {
  args: { companionBreedName: 'Maine Coon' },
  render: (args, { loaded }) => <ChatScreen {...args} chat={onCall(loaded)} />,
};

/** Met through a widened breed chat (issue 29): the card names the partner's breed and its group. */
export const ConnectedThroughWidenedChat: Story = {
  args: {
    breed: { name: 'German Shepherd' },
    companionBreedName: 'Pembroke Welsh Corgi',
    companionBreedGroupName: 'shepherds',
  },
  render: (args, { loaded }) => <ChatScreen {...args} chat={{ ...onCall(loaded), widened: true }} />,
  play: async () => {
    const breed = page().getByTestId('companion-breed').textContent ?? '';
    await expect(breed).toContain('Pembroke Welsh Corgi');
    await expect(breed).toContain('shepherds');
  },
};

/** On a breed chat, with an add-friend handler (shown only where a friends capability exists). */
export const ConnectedInBreedChat: Story = {
  args: { breed: { name: 'Budgerigar' }, onAddFriend: fn() },
  render: (args, { loaded }) => (
    <ChatScreen
      {...args}
      chat={{ ...onCall(loaded), companion: { ...companion, name: 'Chrystia', petGender: 'girl' } }}
    />
  ),
};

/** Not back within 20 s: "Connection lost", and Search again. */
export const ConnectionLost: Story = {
  args: { chat: { ...idle, phase: 'lost', canStart: true, canStop: true } },
};

export const ConnectionLostUkrainianLight: Story = {
  ...ConnectionLost,
  globals: { ...inLanguage('ua'), ...inTheme('light') },
};

/** Microphone and camera turned off. */
export const MicAndCameraOff: Story = {
  args: { controls: { ...controls, micOn: false, cameraOn: false } },
  render: (args, { loaded }) => (
    <ChatScreen
      {...args}
      chat={{ ...idle, phase: 'searching', localStream: loaded.local, canStart: false, canStop: true }}
    />
  ),
};

/** The browser refused the camera: a clear message instead of a spinner. */
export const CameraDenied: Story = {
  args: { chat: { ...idle, phase: 'problem', problem: 'denied' } },
};

export const CameraBusy: Story = {
  args: { chat: { ...idle, phase: 'problem', problem: 'busy' } },
};

/** A browser without WebRTC or camera access: it cannot call; no network wording, no retry (issue 24). */
export const BrowserCannotCall: Story = {
  args: { chat: { ...idle, phase: 'problem', problem: 'unsupported' } },
};

export const BrowserCannotCallPhoneUkrainian: Story = {
  ...BrowserCannotCall,
  globals: { ...atWidth('phone'), ...inLanguage('ua') },
};

export const BreedChatLocked: Story = {
  args: { breed: { name: 'Budgerigar' }, chat: { ...idle, phase: 'problem', problem: 'breedLocked' } },
};

/** The automatic brake took the user out of random chat mid-session (issue 13). */
export const UnderReview: Story = {
  args: { chat: { ...idle, phase: 'problem', problem: 'underReview' } },
};

/** After the add-friend button: the request was sent, the top bar says "requested". */
export const FriendRequested: Story = {
  args: { onAddFriend: fn(), friendRequest: 'requested' },
  render: (args, { loaded }) => <ChatScreen {...args} chat={onCall(loaded)} />,
};
