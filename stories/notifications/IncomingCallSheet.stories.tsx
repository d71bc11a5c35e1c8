import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import { IncomingCallSheet } from '../../src/layout/IncomingCallSheet';
import { tr } from '../support/play';
import { sampleCall } from './sample-data';

/**
 * Issue 25 item 2: the full-screen ringing sheet of an incoming friend call, the same on a phone
 * and a desktop. Every story also renders in both themes and both languages in the tests.
 */
const meta = {
  title: 'Notifications/Ringing sheet',
  component: IncomingCallSheet,
  parameters: { layout: 'fullscreen' },
  args: { call: sampleCall, onAnswer: fn(), onDecline: fn(), onHide: fn() },
} satisfies Meta<typeof IncomingCallSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ringing: Story = {};

export const RingingLight: Story = { globals: inTheme('light') };

export const RingingUkrainian: Story = { globals: inLanguage('ua') };

export const WithPhoto: Story = { args: { call: { ...sampleCall, image: '/media/u/9.jpg', petBreedName: null } } };

/** Decline is a button; Answer (focused first) is the link to the friend-call page. */
export const Declining: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const fromName = sampleCall.fromName;
    await userEvent.click(await page.findByRole('button', { name: tr(msg`Decline the call from ${fromName}`) }));
    await expect(args.onDecline).toHaveBeenCalledWith(5);
  },
};

/**
 * On a 360 px phone the same sheet fills the screen with Answer focused; Escape hides it for this
 * invitation (it keeps ringing in the bell), which the app records through onHide.
 */
export const HidingOnPhone: Story = {
  globals: { ...atWidth('smallPhone'), ...inLanguage('ua'), ...inTheme('light') },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const fromName = sampleCall.fromName;
    const answer = await page.findByRole('link', { name: tr(msg`Answer the call from ${fromName}`) });
    await expect(answer).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledWith(5);
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};
