/**
 * A diagnostic beside bench/first-frame.ts (not part of `npm run bench`): a few calls as that
 * bench makes them, under a Chromium trace, and for each page the main-thread tasks between
 * the press and that page's first remote frame (longest first, with what ran in them). It shows
 * which of the app's own work sits on the path of the WebRTC steps, which the step marks alone
 * cannot tell (a promise resolved late looks like a slow engine step).
 *
 *   node --import tsx bench/calls/trace-first-frame.ts [calls=3]
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diagnoseCalls } from './diagnostic-calls';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

const calls = Number(process.argv[2] ?? 3);

await diagnoseCalls(calls, (e2e) => {
  const file = (call: number) => path.join(os.tmpdir(), `first-frame-trace-${call}.json`);
  return {
    async beforePress(_pages, call) {
      await e2e.browser.startTracing(undefined, {
        path: file(call),
        // TRACE=webrtc: only WebRTC's own events (lighter), for the media's first steps.
        categories:
          process.env.TRACE === 'webrtc'
            ? ['blink.user_timing', 'webrtc']
            : [
                'toplevel',
                'devtools.timeline',
                'blink.user_timing',
                'v8.execute',
                'disabled-by-default-devtools.timeline',
              ],
      });
    },
    async afterFrame(_pages, call) {
      await e2e.browser.stopTracing();
      summarize(JSON.parse(readFileSync(file(call), 'utf8')).traceEvents as TraceEvent[], call);
    },
  };
});

function summarize(events: TraceEvent[], call: number) {
  const marks = events.filter((e) => e.name.startsWith('step:') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n'));
  const press = marks.find((e) => e.name === 'step:press');
  if (!press) return console.log(`call ${call}: no press in the trace`);
  const mains = new Map<number, number>();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.set(e.pid, e.tid);
  console.log(`\n== call ${call} ==`);
  for (const [pid, tid] of mains) {
    const own = marks.filter((m) => m.pid === pid);
    const frame = own.filter((m) => m.name === 'step:frame').at(-1);
    if (!frame) continue;
    const side = own.some((m) => m.name === 'step:press') ? 'starter' : 'waiter';
    const at = (ts: number) => ((ts - press.ts) / 1000).toFixed(0);
    console.log(`-- ${side} (frame at +${at(frame.ts)} ms); steps:`);
    console.log(
      `   ${own
        .filter((m) => m.ts >= press.ts && m.ts <= frame.ts)
        .map((m) => `${m.name.slice(5)} ${at(m.ts)}`)
        .join(', ')}`,
    );
    // WebRTC's own threads (encoder, network, decoder): the first time each named event occurs.
    const firsts = new Map<string, number>();
    for (const e of events)
      if (e.pid === pid && e.tid !== tid && e.ts >= press.ts && e.ts <= frame.ts && !firsts.has(e.name))
        firsts.set(e.name, e.ts);
    // The media's first steps: the transport writable, the keyframe asked for, the first encode
    // and the first frame decoded (each event's every time, up to the frame).
    const media =
      /ChannelWritable_n|OnKeyFrameRequest|RequestRefreshFrame|VideoEncoder::Encode|AugmentEncodedImage|OnFrameCaptured|Decoded$|EncoderPaused|SetRates|ReconfigureEncoder|OnBitrateUpdated/;
    const seen = events.filter((e) => e.pid === pid && e.ts >= press.ts && e.ts <= frame.ts && media.test(e.name));
    const compact: string[] = [];
    for (const e of seen) {
      const entry = `${e.name.split('::').pop()} ${at(e.ts)}`;
      if (compact.at(-1) !== entry) compact.push(entry);
    }
    console.log(`   media: ${compact.slice(0, 60).join(', ')}`);
    void firsts;
    const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
    // The two windows the app's own work must keep clear (issue 30 item 4): the caller's search
    // answer → its local description set (the offer), and each side's connection up → its frame.
    const markAt = (name: string) => own.filter((m) => m.name === `step:${name}` && m.ts >= press.ts).at(-1)?.ts;
    const windows: Array<[string, number | undefined, number | undefined]> = [
      // The press's own work around the search request (frame5): what the main thread runs
      // while the request is out and its answer waits for the fetch's promise.
      ['press → search answered', side === 'starter' ? press.ts : undefined, markAt('search:end')],
      [
        'search answer → offer set',
        markAt('search:end'),
        side === 'starter' ? markAt('setLocalDescription:end') : undefined,
      ],
      [
        'caller: setRemoteDescription of the answer',
        side === 'starter' ? markAt('setRemoteDescription:start') : undefined,
        side === 'starter' ? markAt('setRemoteDescription:end') : undefined,
      ],
      ['connected → frame', markAt('dtls'), frame.ts],
    ];
    for (const [label, from, to] of windows) {
      if (from === undefined || to === undefined) continue;
      const inWindow = thread.filter(
        (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts + (e.dur ?? 0) > from && e.ts < to,
      );
      const busyIn = inWindow.reduce((sum, t) => sum + Math.min(t.ts + (t.dur ?? 0), to) - Math.max(t.ts, from), 0);
      // What the tasks did, summed by kind (script by its function or file, style, layout, paint, commit).
      const kinds = new Map<string, number>();
      for (const e of thread) {
        if (e.ts < from || e.ts > to || (e.dur ?? 0) < 200) continue;
        const d = e.args?.data;
        const key = ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks'].includes(
          e.name,
        )
          ? `${e.name}(${d?.functionName || d?.url?.split('/').pop() || d?.type || ''})`
          : [
                'UpdateLayoutTree',
                'Layout',
                'Paint',
                'PrePaint',
                'Layerize',
                'Commit',
                'MinorGC',
                'MajorGC',
                'HitTest',
                'ParseHTML',
              ].includes(e.name)
            ? e.name
            : null;
        if (key) kinds.set(key, (kinds.get(key) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const top = [...kinds.entries()].sort((x, y) => y[1] - x[1]).slice(0, 10);
      console.log(
        `   window ${label} (${((to - from) / 1000).toFixed(0)} ms): main thread busy ${(busyIn / 1000).toFixed(1)} ms; ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`,
      );
    }
    const tasks = thread.filter(
      (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts + (e.dur ?? 0) >= press.ts && e.ts <= frame.ts,
    );
    const busy = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000;
    console.log(`   main thread busy ${busy.toFixed(1)} ms in ${tasks.length} tasks; the tasks ≥ 3 ms:`);
    for (const task of tasks.filter((t) => (t.dur ?? 0) >= 3000)) {
      const inside = thread
        .filter(
          (e) =>
            e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) && (e.dur ?? 0) >= 500,
        )
        .filter((e) => !['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks'].includes(e.name))
        .slice(0, 6)
        .map((e) => {
          const d = e.args?.data;
          const what = d?.functionName || d?.url?.split('/').pop() || d?.type || '';
          return `${e.name}${what ? `(${what})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
        });
      console.log(`   +${at(task.ts)} ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${inside.join(', ')}`);
    }
  }
}
