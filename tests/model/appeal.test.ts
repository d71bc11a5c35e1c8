import { expect } from 'vitest';
import { type AppealInput, MODERATION_CODES, MODERATION_MESSAGES } from '../../contract/moderation';
import { createAppealImplementations } from '../../machines/appeal/appeal.actors';
import { appealMachine } from '../../machines/appeal/appeal.machine';
import { selectAppealView } from '../../machines/appeal/appeal.selectors';
import { apiFailure } from '../../machines/shared/api-failure';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';

const values: AppealInput = { token: 'payload.signature', message: 'My cat pressed the keys.' };
const invalid = apiFailure(422, { fields: { message: [MODERATION_MESSAGES.appealRequired] } });
const expired = apiFailure(403, { message: MODERATION_MESSAGES.appealToken, code: MODERATION_CODES.appealToken });
const twice = apiFailure(409, { message: MODERATION_MESSAGES.appealExists, code: MODERATION_CODES.appealExists });
const offline = apiFailure(null);

describeModel(appealMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'appeal.submit', values }];
    if (s.matches('sending'))
      events.push(
        { type: 'xstate.done.actor.file' },
        ...[invalid, expired, twice, offline].map((error) => ({ type: 'xstate.error.actor.file', error })),
      );
    return events;
  },
  world: () => {
    const file = fakeCalls<[AppealInput, AbortSignal]>();
    return { machine: appealMachine.provide(createAppealImplementations({ file: file.fn })), calls: { file }, file };
  },
  oracles: {
    'a submit from the form sends the token and message once, busy, with earlier errors cleared': ({
      event,
      snapshot,
      step: { before },
      world,
      added,
    }) => {
      const sent = added(world.file.calls).map((c) => c.args[0]);
      if (event.type !== 'appeal.submit' || !before.matches('idle')) return expect(sent).toEqual([]);
      expect(sent).toEqual([values]);
      expect(selectAppealView(snapshot)).toMatchObject({ busy: true, fieldErrors: null, refusal: null });
    },
    'sent is final: the moderators have it': ({ event, snapshot }) => {
      if (event.type === 'xstate.done.actor.file') {
        expect(selectAppealView(snapshot)).toMatchObject({ sent: true, busy: false });
        expect(snapshot.status).toBe('done');
      }
    },
    'a 422 goes on the field; a refusal is kept by its code; no answer is "failed"': ({ event, snapshot }) => {
      if (event.type !== 'xstate.error.actor.file') return;
      const view = selectAppealView(snapshot);
      expect(view.sent).toBe(false);
      if (event.error === invalid) expect(view).toMatchObject({ fieldErrors: invalid.fields, refusal: null });
      else
        expect(view.refusal).toBe(
          event.error === expired ? 'appeal_token_invalid' : event.error === twice ? 'appeal_exists' : 'failed',
        );
    },
  },
});
