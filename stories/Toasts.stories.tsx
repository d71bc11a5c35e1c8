import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../.storybook/globals';
import { type ToastItem, ToastRegion } from '../src/ui/Toast';
import { useSay } from './support/Say';

function SampleToasts({ kinds, onDismiss }: { kinds: ToastItem['kind'][]; onDismiss: (id: number) => void }) {
  const say = useSay();
  const texts: Record<ToastItem['kind'], string> = {
    success: say({ en: 'Trial period activated', ua: 'Пробний період активовано' }),
    error: say({ en: 'Video is not available', ua: 'Відео недоступне' }),
    warning: say({ en: 'You have used up your limit.', ua: 'Ви вичерпали свій ліміт.' }),
    info: say({ en: 'Olena wants to be your friend', ua: 'Олена хоче додати вас у друзі' }),
  };
  return (
    <ToastRegion toasts={kinds.map((kind, i) => ({ id: i + 1, kind, text: texts[kind] }))} onDismiss={onDismiss} />
  );
}

const meta = {
  title: 'UI/Toasts',
  component: SampleToasts,
  parameters: { layout: 'fullscreen' },
  args: { kinds: ['success', 'error', 'warning', 'info'], onDismiss: fn() },
} satisfies Meta<typeof SampleToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {};

export const AllKindsLight: Story = { globals: inTheme('light') };

export const AllKindsUkrainian: Story = { globals: inLanguage('ua') };

export const Success: Story = { args: { kinds: ['success'] } };

export const ErrorToast: Story = { args: { kinds: ['error'] } };
