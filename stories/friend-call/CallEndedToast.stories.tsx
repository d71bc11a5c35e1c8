import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import { callEndedToast, partnerLeftToast } from '../../machines/shared/partner-left';
import type { ToastsEvent } from '../../machines/toasts/toasts.types';
import { ToastRegion } from '../../src/ui/Toast';
import { expect, page } from '../support/play';

/** The toasts a friend call ends with (issue 25), as the machines build them, in the active language. */
function EndOfCallToasts({ events, onDismiss }: { events: ToastsEvent[]; onDismiss: (id: number) => void }) {
  const { i18n } = useLingui();
  const toasts = events.flatMap((event, i) =>
    event.type === 'toast.show' ? [{ id: i + 1, kind: event.kind, text: i18n._(event.message) }] : [],
  );
  return <ToastRegion toasts={toasts} onDismiss={onDismiss} />;
}

const meta = {
  title: 'Friend call/End of call toasts',
  component: EndOfCallToasts,
  parameters: { layout: 'fullscreen' },
  args: { events: [callEndedToast(134, null)], onDismiss: fn() },
} satisfies Meta<typeof EndOfCallToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's own Stop: "Call ended · 2:14", on the page they land on. */
export const CallEnded: Story = {
  play: async () => {
    // The duration stands in a sentence ("Call ended · 2:14"), not alone.
    await expect(page().getByText(/2:14/).textContent).toMatch(/\S.*2:14/);
  },
};

export const CallEndedUkrainianLight: Story = { ...CallEnded, globals: { ...inLanguage('ua'), ...inTheme('light') } };

/** The friend ended a call that was on: who left and how long it lasted, in one toast. */
export const FriendLeftAfterCall: Story = {
  args: { events: [callEndedToast(62, 'Taras')] },
  play: async () => {
    await expect(page().getByText(/Taras/).textContent).toContain('1:02');
  },
};

export const FriendLeftAfterCallPhoneUkrainian: Story = {
  ...FriendLeftAfterCall,
  globals: { ...atWidth('phone'), ...inLanguage('ua') },
};

/** The friend left before the call was on: their name only. */
export const FriendLeftBeforeCall: Story = { args: { events: [partnerLeftToast('Taras')] } };

export const FriendLeftBeforeCallLight: Story = { ...FriendLeftBeforeCall, globals: inTheme('light') };
