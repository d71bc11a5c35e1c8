import { render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { SESSION_SYSTEM_ID } from '../../machines/session/session.types';
import { sendToSystem } from '../../machines/shared/send-to-system';
import { selectSessionStatus } from '../../machines/session/session.selectors';
import { startTestRoot, testUser } from '../../tests/unit/support/root';
import { RootActorProvider } from './root-context';
import { useScreenActor } from './use-screen-actor';

/** A screen machine that, like the login flow, tells the session somebody signed in. */
const screenMachine = setup({
  types: { input: {} as { greeting: string }, context: {} as { greeting: string }, events: {} as { type: 'go' } },
  actions: {
    signIn: sendToSystem(SESSION_SYSTEM_ID, {
      type: 'session.loggedIn',
      token: 'from-screen',
      user: testUser({ name: 'Screen' }),
    }),
  },
}).createMachine({
  context: ({ input }) => ({ greeting: input.greeting }),
  on: { go: { actions: ['signIn', assign({ greeting: 'sent' })] } },
});

function Screen() {
  const actor = useScreenActor(() => screenMachine, { greeting: 'hello' });
  const greeting = useSelector(actor, (s) => s.context.greeting);
  return (
    <button type="button" onClick={() => actor.send({ type: 'go' })}>
      {greeting}
    </button>
  );
}

describe('useScreenActor', () => {
  it("runs a screen's machine with its input, and its events reach the app's session", async () => {
    const root = startTestRoot();
    const session = root.actor.getSnapshot().children.session!;
    const { unmount } = render(
      <RootActorProvider actor={root.actor}>
        <Screen />
      </RootActorProvider>,
    );
    const button = screen.getByRole('button', { name: 'hello' });
    button.click();
    expect(await screen.findByRole('button', { name: 'sent' })).toBeTruthy();
    expect(selectSessionStatus(session.getSnapshot())).toBe('verified');
    expect(session.getSnapshot().context.token).toBe('from-screen');
    expect(root.token()).toBe('from-screen');
    unmount();
    root.actor.stop();
  });
});
