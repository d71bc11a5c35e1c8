import { fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import {
  type CallQualityContext,
  type CallQualityInput,
  type QualitySample,
  SAMPLE_EVERY_MS,
  type SendLimit,
  type StatsSource,
} from './call-quality.types';
import { nextLevel } from './quality-level';
import { nextSendState } from './send-adaptation';

const setupQuality = setup({
  types: {
    context: {} as CallQualityContext,
    input: {} as CallQualityInput,
  },
  actors: {
    sample: fromPromise<QualitySample, { connection: StatsSource }>(notProvided('callQuality.sample')),
  },
  actions: {
    /** Sets the new send limit on the video senders; a refusal is the adapter's to swallow. */
    applyLimit: (_args, _params: { connection: StatsSource; limit: SendLimit }) =>
      notProvided('callQuality.applyLimit')(),
  },
  delays: { sampleEvery: SAMPLE_EVERY_MS },
});

/** Both policies on one reading; a changed send limit is applied at once. */
const assess = setupQuality.enqueueActions(({ context, event, enqueue }) => {
  const sample = (event as unknown as { output: QualitySample }).output;
  const level = nextLevel(context, sample);
  const send = nextSendState(context, sample);
  enqueue.assign({ ...level, ...send });
  if (send.limit !== context.limit)
    enqueue({ type: 'applyLimit', params: { connection: context.connection, limit: send.limit } });
});

export const callQualityMachine = setupQuality.createMachine({
  id: 'callQuality',
  context: ({ input }) => ({
    connection: input.connection,
    level: null,
    better: 0,
    limit: 'full',
    strained: 0,
    clear: 0,
    warmUp: 0,
  }),
  initial: 'sampling',
  states: {
    sampling: {
      invoke: {
        id: 'sample',
        src: 'sample',
        input: ({ context }) => ({ connection: context.connection }),
        onDone: { target: 'waiting', actions: assess },
        // getStats failed (the connection is closing): skip this reading.
        onError: 'waiting',
      },
    },
    waiting: { after: { sampleEvery: 'sampling' } },
  },
});
