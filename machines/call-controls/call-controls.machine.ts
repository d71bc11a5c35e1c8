import { assign, fromCallback, not, sendTo, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import {
  type CallControlsContext,
  type CallControlsEvent,
  type CallControlsInput,
  CONTROLS_HIDE_MS,
  type PictureInPictureRequest,
  type StageRef,
  type TrackState,
} from './call-controls.types';

/** The tracks as the context says they should be (read after the preceding assign). */
const trackState = ({ context }: { context: CallControlsContext }): TrackState => ({
  stream: context.stream,
  micOn: context.micOn,
  cameraOn: context.cameraOn,
});

export const callControlsMachine = setup({
  types: {
    context: {} as CallControlsContext,
    events: {} as CallControlsEvent,
    input: {} as CallControlsInput,
  },
  actors: {
    fullscreen: fromCallback<CallControlsEvent, StageRef>(notProvided('callControls.fullscreen')),
    wakeLock: fromCallback(notProvided('callControls.wakeLock')),
    pictureInPicture: fromCallback<PictureInPictureRequest, StageRef>(notProvided('callControls.pictureInPicture')),
  },
  actions: {
    applyTracks: (_args, _params: TrackState) => notProvided('callControls.applyTracks')(),
  },
  guards: {
    useExpanded: ({ context }) => context.expandedMode,
    inCall: ({ context }) => context.inCall,
  },
  delays: {
    hideControls: CONTROLS_HIDE_MS,
  },
}).createMachine({
  id: 'callControls',
  type: 'parallel',
  context: ({ input }) => ({
    micOn: true,
    cameraOn: true,
    stream: null,
    inCall: false,
    expandedMode: input.expandedMode,
    stage: input.stage,
  }),
  on: {
    'mic.toggle': {
      actions: [assign({ micOn: ({ context }) => !context.micOn }), { type: 'applyTracks', params: trackState }],
    },
    'camera.toggle': {
      actions: [assign({ cameraOn: ({ context }) => !context.cameraOn }), { type: 'applyTracks', params: trackState }],
    },
    'controls.stream': {
      actions: [assign({ stream: ({ event }) => event.stream }), { type: 'applyTracks', params: trackState }],
    },
  },
  states: {
    display: {
      initial: 'normal',
      states: {
        normal: {
          on: {
            'display.toggle': [{ guard: 'useExpanded', target: 'expanded' }, { target: 'fullscreen' }],
          },
        },
        fullscreen: {
          invoke: { id: 'fullscreen', src: 'fullscreen', input: ({ context }) => context.stage },
          on: { 'display.toggle': 'normal', 'display.exit': 'normal' },
        },
        expanded: {
          on: { 'display.toggle': 'normal', 'display.exit': 'normal' },
        },
      },
    },
    visibility: {
      initial: 'shown',
      on: {
        // Joining a call starts the hide timer afresh; leaving one shows the controls for good.
        'controls.inCall': {
          target: '.shown',
          reenter: true,
          actions: assign({ inCall: ({ event }) => event.inCall }),
        },
      },
      states: {
        shown: {
          after: { hideControls: { guard: 'inCall', target: 'hidden' } },
          on: { 'ui.activity': { target: 'shown', reenter: true } },
        },
        hidden: {
          on: { 'ui.activity': 'shown' },
        },
      },
    },
    call: {
      initial: 'off',
      states: {
        // Follows `inCall` as the visibility region sets it (a second handler of `controls.inCall`
        // would conflict with that region's re-entering one, and lose).
        off: {
          always: { guard: 'inCall', target: 'on' },
        },
        // The partner's video plays: keep the screen awake, offer picture-in-picture. Leaving this
        // state stops both actors: the lock is released and the floating window closes.
        on: {
          invoke: [
            { id: 'wakeLock', src: 'wakeLock' },
            { id: 'pictureInPicture', src: 'pictureInPicture', input: ({ context }) => context.stage },
          ],
          always: { guard: not('inCall'), target: 'off' },
          initial: 'unavailable',
          states: {
            unavailable: {
              on: { 'pip.available': 'inPage' },
            },
            inPage: {
              on: {
                'pip.toggle': { actions: sendTo('pictureInPicture', { type: 'pip.enter' }) },
                // The browser's own button (or its automatic picture-in-picture) counts too.
                'pip.entered': 'floating',
              },
            },
            floating: {
              on: {
                'pip.toggle': { actions: sendTo('pictureInPicture', { type: 'pip.leave' }) },
                'pip.left': 'inPage',
              },
            },
          },
        },
      },
    },
  },
});
