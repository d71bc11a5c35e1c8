import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { ReportDialog } from '../../src/features/chat/ReportDialog';
import { expect, expectShown, page, press, rule, tr, type, userEvent, waitFor } from '../support/play';

const meta = {
  title: 'Chat/Report popup',
  component: ReportDialog,
  args: {
    open: true,
    sending: false,
    target: { id: 7, name: 'Bohdan', pet_name: 'Kesha', pet_gender: 'boy' },
    onClose: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpenLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

export const Sending: Story = { args: { sending: true } };

export const AboutAGirl: Story = { args: { target: { id: 8, name: 'Chrystia', pet_name: 'Rio', pet_gender: 'girl' } } };

/** A small still frame, as the popup shows the companion's video at the moment it opened. */
const FRAME =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#4a3b5c"/><circle cx="160" cy="90" r="50" fill="#f2c94c"/></svg>',
  );

export const WithStillFrame: Story = { args: { evidence: { capturing: false, image: FRAME }, onDropEvidence: fn() } };

export const TakingStillFrame: Story = { args: { evidence: { capturing: true, image: null } } };

export const WithStillFrameUkrainian: Story = {
  args: { evidence: { capturing: false, image: FRAME }, onDropEvidence: fn() },
  globals: inLanguage('ua'),
};

/** Spec §5 report rules: topic and details required, then details of at least 3 characters; nothing is sent. */
export const RejectsBadInput: Story = {
  play: async ({ args }) => {
    await press(msg`Send report`);
    await expectShown(rule('reportTopicRequired'), rule('reportDetailsRequired'));
    await userEvent.selectOptions(page().getByLabelText(tr(msg`Topic`)), 'Spam or advertising');
    await type(msg`Details`, 'ab');
    await press(msg`Send report`);
    await expectShown(rule('reportDetailsMin'));
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A topic and details send the report (the report machine's `report.submit`). */
export const SubmitsValidInput: Story = {
  play: async ({ args }) => {
    await userEvent.selectOptions(page().getByLabelText(tr(msg`Topic`)), 'Inappropriate behaviour');
    await type(msg`Details`, 'He shouted at my parrot.');
    await press(msg`Send report`);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        topic: 'Inappropriate behaviour',
        details: 'He shouted at my parrot.',
      }),
    );
  },
};
