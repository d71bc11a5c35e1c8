import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import { PetFramedPreview } from '../../src/features/chat/PetFramedPreview';
import { demoStream } from '../call/demo-stream';
import { SAMPLE_AVATAR } from '../profile/sample-data';
import { expect, page, tr } from '../support/play';

const pet = { name: 'Kesha', photo: SAMPLE_AVATAR, breedImage: null, breedName: 'Budgerigar' };

/** The stage before Start (issue 25): the own camera framed with the user's pet. */
const meta = {
  title: 'Chat/Pet-framed preview',
  component: PetFramedPreview,
  parameters: { layout: 'centered' },
  args: { pet, stream: null, cameraOn: true },
  // A real moving picture in the browser, none in jsdom.
  loaders: [async () => ({ local: demoStream('You', 30) })],
} satisfies Meta<typeof PetFramedPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera plays inside the frame, under the pet's name tag. */
export const CameraOn: Story = {
  render: (args, { loaded }) => <PetFramedPreview {...args} stream={loaded.local} />,
  // jsdom makes no stream (demo-stream.ts): the frame then waits for the camera, as in the app.
  play: async ({ loaded }) => {
    await expect(page().getByTestId('pet-preview').getAttribute('data-camera')).toBe(loaded.local ? 'on' : 'opening');
    if (loaded.local) await expect(page().getByLabelText(tr(msg`Your camera`)).tagName).toBe('VIDEO');
    // The name tag names the pet.
    await expect(page().getByTestId('pet-preview')).toHaveTextContent('Kesha');
  },
};

export const CameraOnLightUkrainian: Story = { ...CameraOn, globals: { ...inTheme('light'), ...inLanguage('ua') } };

/** Before the camera has opened: a calm card with the pet, no black box. */
export const Opening: Story = {
  play: async () => {
    await expect(page().getByTestId('pet-preview-placeholder').textContent).toBe(tr(msg`Opening your camera…`));
  },
};

export const OpeningPhoneUkrainianLight: Story = {
  ...Opening,
  globals: { ...atWidth('smallPhone'), ...inLanguage('ua'), ...inTheme('light') },
};

/** The user turned the camera off: the card says how to show the pet. */
export const CameraOff: Story = {
  render: (args, { loaded }) => <PetFramedPreview {...args} stream={loaded.local} cameraOn={false} />,
  play: async ({ loaded }) => {
    await expect(page().getByTestId('pet-preview').getAttribute('data-camera')).toBe(loaded.local ? 'off' : 'opening');
    await expect(page().queryByLabelText(tr(msg`Your camera`))).toBeNull();
  },
};

export const CameraOffLightUkrainian: Story = { ...CameraOff, globals: { ...inTheme('light'), ...inLanguage('ua') } };

/** No photo and no breed: a paw stands in for the pet's picture. */
export const NoPicture: Story = { args: { pet: { name: 'Murka', photo: null, breedImage: null, breedName: null } } };
