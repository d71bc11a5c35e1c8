import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { UsersListPage } from '../../src/features/friends/UsersListPage';
import { rowsOf, usersView } from './sample-data';

/** All users (spec §2 "/users-list"): add, "requested", friends and accept, in each state. */
const meta = {
  title: 'Friends/Users list',
  component: UsersListPage,
  args: {
    view: usersView(),
    rows: rowsOf(usersView()),
    sending: false,
    limitReached: false,
    onSearch: fn(),
    onPage: fn(),
    onRetry: fn(),
    onAdd: fn(),
    onAccept: fn(),
  },
} satisfies Meta<typeof UsersListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const ResultsUkrainian: Story = { globals: inLanguage('ua') };

export const ResultsLight: Story = { globals: inTheme('light') };

export const Sending: Story = { args: { sending: true, rows: rowsOf(usersView(), 11) } };

/** Spec §6: a non-subscriber at the limit; nothing was sent. */
export const LimitWarning: Story = { args: { limitReached: true } };

export const LimitWarningUkrainian: Story = { args: { limitReached: true }, globals: inLanguage('ua') };

export const Loading: Story = { args: { view: usersView({ status: 'loading', items: [] }), rows: [] } };

export const EmptySearch: Story = {
  args: { view: usersView({ query: 'Zenon', q: 'Zenon', items: [], pages: 1 }), rows: [] },
};

export const NobodyYet: Story = { args: { view: usersView({ items: [], pages: 1 }), rows: [] } };

export const LoadError: Story = {
  args: { view: usersView({ status: 'failed', error: 'Service unavailable', items: [] }), rows: [] },
};
