import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../.storybook/globals';
import { Button } from '../src/ui/Button';
import { Dialog, DialogClose } from '../src/ui/Dialog';
import { Say } from './support/Say';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: <Say en="Log out?" ua="Вийти?" />,
    description: (
      <Say
        en="You will need your email and password to come back."
        ua="Щоб повернутися, знадобляться ваші пошта й пароль."
      />
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">
            <Say en="Cancel" ua="Скасувати" />
          </Button>
        </DialogClose>
        <Button variant="danger">
          <Say en="Log out" ua="Вийти" />
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {};

export const ConfirmationLight: Story = { globals: inTheme('light') };

export const ConfirmationUkrainian: Story = { globals: inLanguage('ua') };

export const WithoutDescription: Story = {
  args: {
    description: undefined,
    title: <Say en="Report a violation" ua="Поскаржитися на порушення" />,
    children: (
      <p>
        <Say en="Tell us what happened during the call." ua="Розкажіть, що сталося під час дзвінка." />
      </p>
    ),
  },
};

/** Closed, opened by its trigger button (uncontrolled). */
export const WithTrigger: Story = {
  args: {
    open: undefined,
    onOpenChange: undefined,
    trigger: (
      <Button>
        <Say en="Open the dialog" ua="Відкрити вікно" />
      </Button>
    ),
  },
};
