import { act, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { selectSessionStatus } from '../../machines/session/session.selectors';
import { SESSION_SYSTEM_ID } from '../../machines/session/session.types';
import { sendToSystem } from '../../machines/shared/send-to-system';
import { startTestRoot, testUser } from '../../tests/unit/support/root';
import { defineScreen } from './composition/screen';
import { RootActorProvider } from './root-context';
import { useScreen } from './use-screen';

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
const testScreen = defineScreen('testScreen', screenMachine);

function Screen() {
  const actor = useScreen(testScreen, { greeting: 'hello' });
  const greeting = useSelector(actor, (s) => s.context.greeting);
  return (
    <button type="button" onClick={() => actor.send({ type: 'go' })}>
      {greeting}
    </button>
  );
}

describe('useScreen', () => {
  it("runs a screen's machine in the root's system with its input; its events reach the session", async () => {
    const root = startTestRoot();
    const session = root.actor.getSnapshot().children.session!;
    render(
      <RootActorProvider actor={root.actor}>
        <Screen />
      </RootActorProvider>,
    );
    expect(root.actor.system.get('testScreen')?.getSnapshot().status).toBe('active');
    screen.getByRole('button', { name: 'hello' }).click();
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('sent'));
    expect(root.actor.system.get('testScreen')?.getSnapshot().context.greeting).toBe('sent');
    expect(selectSessionStatus(session.getSnapshot())).toBe('verified');
    expect(root.token()).toBe('from-screen');
    root.actor.stop();
  });

  it("keeps one actor through StrictMode's remount and stops it when the screen goes", async () => {
    const root = startTestRoot();
    const { unmount } = render(
      <StrictMode>
        <RootActorProvider actor={root.actor}>
          <Screen />
        </RootActorProvider>
      </StrictMode>,
    );
    await act(async () => {});
    const actor = root.actor.system.get('testScreen');
    expect(actor?.getSnapshot().status).toBe('active');
    const screens = Object.values(root.actor.getSnapshot().children).filter((child) => child === actor);
    expect(screens).toHaveLength(1);
    unmount();
    await act(async () => {});
    expect(actor?.getSnapshot().status).toBe('stopped');
    expect(root.actor.system.get('testScreen')).toBeUndefined();
    root.actor.stop();
  });

  it('keeps two screens apart: each is a child under its own id, and stopping the root stops both', () => {
    const root = startTestRoot();
    root.actor.send({ type: 'screen.open', systemId: 'first', logic: screenMachine, input: { greeting: 'a' } });
    root.actor.send({ type: 'screen.open', systemId: 'second', logic: screenMachine, input: { greeting: 'b' } });
    const first = root.actor.system.get('first');
    const second = root.actor.system.get('second');
    expect(root.actor.getSnapshot().children.first).toBe(first);
    expect(root.actor.getSnapshot().children.second).toBe(second);
    root.actor.send({ type: 'screen.close', ref: second! });
    expect(second?.getSnapshot().status).toBe('stopped');
    expect(first?.getSnapshot().status).toBe('active');
    root.actor.stop();
    expect(first?.getSnapshot().status).toBe('stopped');
  });
});
