import { describe, expect, it, vi } from 'vitest';
import { createPageExitGuard } from '../../../src/features/chat/page-exit';

function setup() {
  const target = new EventTarget();
  const actions = { hangUp: vi.fn(), leavePool: vi.fn() };
  const guard = createPageExitGuard(actions, target as unknown as Window);
  const beforeUnload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { target, actions, guard, beforeUnload };
}

/** Spec §4 step 8: leaving the page while on a call ends the call first. */
describe('page exit guard', () => {
  it('asks before the tab closes only while on a call', () => {
    const { guard, beforeUnload } = setup();
    expect(beforeUnload()).toBe(false);
    guard.update({ leavePool: true, hangUp: null, warn: false });
    expect(beforeUnload()).toBe(false);
    guard.update({ leavePool: false, hangUp: { to: 2, notEnd: false, match_id: 'm' }, warn: true });
    expect(beforeUnload()).toBe(true);
  });

  it('hangs up once when the page goes, and not again when the screen unmounts', () => {
    const { target, actions, guard } = setup();
    guard.update({ leavePool: false, hangUp: { to: 2, notEnd: false, match_id: 'm' }, warn: true });
    target.dispatchEvent(new Event('pagehide'));
    guard.dispose();
    expect(actions.hangUp).toHaveBeenCalledTimes(1);
    expect(actions.hangUp).toHaveBeenCalledWith({ to: 2, notEnd: false, match_id: 'm' });
    expect(actions.leavePool).not.toHaveBeenCalled();
  });

  it('leaves the pool when the screen unmounts during a search, and stops listening', () => {
    const { target, actions, guard, beforeUnload } = setup();
    guard.update({ leavePool: true, hangUp: null, warn: false });
    guard.dispose();
    expect(actions.leavePool).toHaveBeenCalledTimes(1);
    guard.update({ leavePool: false, hangUp: { to: 2, notEnd: false, match_id: 'm' }, warn: true });
    expect(beforeUnload()).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    expect(actions.hangUp).not.toHaveBeenCalled();
  });

  it('does nothing when there is nothing to end', () => {
    const { actions, guard } = setup();
    guard.dispose();
    expect(actions.hangUp).not.toHaveBeenCalled();
    expect(actions.leavePool).not.toHaveBeenCalled();
  });
});
