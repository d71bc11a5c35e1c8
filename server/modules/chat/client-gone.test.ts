import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ClientGone } from './client-gone';

function response(finished: boolean) {
  const emitter = new EventEmitter() as EventEmitter & { writableFinished: boolean };
  emitter.writableFinished = finished;
  return emitter;
}

describe('ClientGone', () => {
  it('aborts, once, when the response closes before it was finished', () => {
    const res = response(false);
    const gone = new ClientGone(res as unknown as ServerResponse);
    const heard: string[] = [];
    gone.addEventListener('abort', () => heard.push('first'));
    const removed = () => heard.push('removed');
    gone.addEventListener('abort', removed);
    gone.removeEventListener('abort', removed);
    expect(gone.aborted).toBe(false);
    res.emit('close');
    res.emit('close');
    expect(gone.aborted).toBe(true);
    expect(heard).toEqual(['first']);
  });

  it('stays quiet when the answer was sent', () => {
    const res = response(true);
    const gone = new ClientGone(res as unknown as ServerResponse);
    const heard: string[] = [];
    gone.addEventListener('abort', () => heard.push('abort'));
    res.emit('close');
    expect(gone.aborted).toBe(false);
    expect(heard).toEqual([]);
  });
});
