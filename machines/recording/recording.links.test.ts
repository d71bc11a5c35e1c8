import { describe, expect, it } from 'vitest';
import { VIDEO_CHAT_EVENT } from '../../contract/realtime';
import { recordingEventOf } from './recording.links';
import { elapsedText } from './recording.selectors';

describe('recordingEventOf (VideochatChanel recordingStarted / recordingStopped)', () => {
  it("reads the partner's notices", () => {
    expect(recordingEventOf({ event: VIDEO_CHAT_EVENT, data: { type: 'recordingStarted', from: 4, to: 1 } })).toEqual({
      type: 'partner.recording',
      from: 4,
      active: true,
    });
    expect(recordingEventOf({ event: VIDEO_CHAT_EVENT, data: { type: 'recordingStopped', from: 4, to: 1 } })).toEqual({
      type: 'partner.recording',
      from: 4,
      active: false,
    });
  });

  it('ignores other events and malformed data', () => {
    expect(recordingEventOf({ event: VIDEO_CHAT_EVENT, data: { type: 'andCall', from: 4, to: 1 } })).toBeNull();
    expect(recordingEventOf({ event: 'FriendsChanel', data: { type: 'recordingStarted', from: 4 } })).toBeNull();
    expect(recordingEventOf({ event: VIDEO_CHAT_EVENT, data: { type: 'recordingStarted', from: '4' } })).toBeNull();
    expect(recordingEventOf({ event: VIDEO_CHAT_EVENT, data: null })).toBeNull();
  });
});

describe('elapsedText', () => {
  it('shows minutes and seconds', () => {
    expect(elapsedText(0)).toBe('0:00');
    expect(elapsedText(67_000)).toBe('1:07');
    expect(elapsedText(300_000)).toBe('5:00');
  });
});
