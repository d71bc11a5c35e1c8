import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../.storybook/globals';
import { Button } from '../src/ui/Button';
import { Link } from '../src/ui/Link';
import { Say } from './support/Say';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { variant: 'primary', size: 'md', onClick: fn(), children: <Say en="Start chat" ua="Почати чат" /> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: <Say en="Cancel" ua="Скасувати" /> } };

export const Ghost: Story = { args: { variant: 'ghost', children: <Say en="Log in" ua="Увійти" /> } };

export const Danger: Story = {
  args: { variant: 'danger', children: <Say en="Delete account" ua="Видалити обліковий запис" /> },
};

export const Loading: Story = { args: { loading: true, children: <Say en="Saving" ua="Збереження" /> } };

export const Disabled: Story = { args: { disabled: true, children: <Say en="Next" ua="Далі" /> } };

export const Block: Story = { args: { block: true } };

/** Every variant and size side by side, to compare the themes. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size={size}>
            <Say en="Start chat" ua="Почати чат" />
          </Button>
          <Button size={size} variant="secondary">
            <Say en="Cancel" ua="Скасувати" />
          </Button>
          <Button size={size} variant="ghost">
            <Say en="Log in" ua="Увійти" />
          </Button>
          <Button size={size} variant="danger">
            <Say en="Stop" ua="Зупинити" />
          </Button>
          <Button size={size} loading>
            <Say en="Saving" ua="Збереження" />
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const AllVariantsLight: Story = { ...AllVariants, globals: inTheme('light') };

export const AllVariantsUkrainian: Story = { ...AllVariants, globals: inLanguage('ua') };

/** A link that looks like a button (Link with `asButton`), keeping the language prefix. */
export const LinkAsButton: Story = {
  render: () => (
    <Link to="/subscription" asButton={{ variant: 'primary' }}>
      <Say en="Subscribe" ua="Оформити підписку" />
    </Link>
  ),
};
