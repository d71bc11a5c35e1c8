import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { describeEvent, eventDetails, stateName } from './support/qa-catalogue';

describe("QA's scenario catalogue", () => {
  it('names nested and parallel states the way the machines are drawn', () => {
    expect(stateName('idle')).toBe('idle');
    expect(stateName({ signedIn: { chat: 'searching' } })).toBe('signedIn.chat.searching');
    expect(stateName({ app: { session: 'guest', network: 'online' } })).toBe('app.(session.guest + network.online)');
  });

  it('says in plain words what each kind of step does', () => {
    expect(describeEvent('report.submit')).toBe('report.submit is sent');
    expect(describeEvent('xstate.done.actor.sendReport')).toBe('the sendReport call succeeds');
    expect(describeEvent('xstate.error.actor.sendReport')).toBe('the sendReport call fails');
    expect(describeEvent('xstate.after.3000.toasts.visible')).toBe('3000 ms pass(es)');
    expect(describeEvent('xstate.after.hideDelay.controls.shown')).toBe('the "hideDelay" delay pass(es)');
  });

  it('shows the data an event carries, shortened', () => {
    expect(eventDetails({ type: 'x' })).toBe('');
    expect(eventDetails({ type: 'x', id: 2 })).toBe('{"id":2}');
    expect(eventDetails({ type: 'x', text: 'a'.repeat(60) })).toBe(`{"text":"${'a'.repeat(37)}…"}`);
  });

  it('npm run qa:paths <machine> lists that machine’s paths, each with a command that reruns it alone', () => {
    const run = spawnSync('node', ['scripts/qa-paths.mjs', 'report'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('■ report — report machine (model-based)');
    expect(run.stdout).toMatch(/report\.open → report\.submit\n {5}starts in: closed\n {5}1\) report\.open is sent/);
    const reruns = run.stdout.match(/rerun: .+/g) ?? [];
    const count = Number(/(\d+) paths in 1 model test/.exec(run.stdout)?.[1]);
    expect(reruns.length).toBe(count);
    expect(new Set(reruns).size, 'every path can be rerun on its own').toBe(reruns.length);
    // It runs vitest in a child process: the model project's timeout (vitest.config.ts) allows for that.
  });

  it('says so when no model test has that name', () => {
    const run = spawnSync('node', ['scripts/qa-paths.mjs', 'no-such-machine'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('No model test found for: no-such-machine');
  });
});
