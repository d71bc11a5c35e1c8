import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { RecordingStatus } from '../../src/features/videos/RecordingStatus';
import { recordingView } from './sample-data';

/** Over a call: the recording notice, the partner's badge, the upload progress, the kept recording's prompt. */
const meta = {
  title: 'Videos/Recording status',
  component: RecordingStatus,
  args: { view: recordingView({ recording: true, elapsed: '1:07' }), onUploadPending: fn(), onDiscardPending: fn() },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecordingStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recording: Story = {};
export const RecordingUkrainian: Story = { globals: inLanguage('ua') };
export const PartnerRecording: Story = { args: { view: recordingView({ partnerRecording: true }) } };
export const PartnerRecordingLight: Story = {
  args: { view: recordingView({ partnerRecording: true }) },
  globals: inTheme('light'),
};
export const UploadProgress: Story = { args: { view: recordingView({ uploading: true, progress: 42 }) } };
export const UploadProgressUkrainian: Story = {
  args: { view: recordingView({ uploading: true, progress: 42 }) },
  globals: inLanguage('ua'),
};
export const PendingRecording: Story = { args: { view: recordingView({ pending: true }) } };
export const PendingRecordingUkrainianLight: Story = {
  args: { view: recordingView({ pending: true }) },
  globals: { ...inLanguage('ua'), ...inTheme('light') },
};
