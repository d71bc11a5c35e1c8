import { describe, expect, it } from 'vitest';
import {
  applyTracks,
  callSupportProblem,
  mediaProblemOf,
  openCallCamera,
  openCamera,
  prefersExpandedMode,
} from '../../../src/adapters/media';

const domError = (name: string) => Object.assign(new Error(name), { name });
/** A browser that can make calls (jsdom itself has no RTCPeerConnection). */
const capable = { RTCPeerConnection: class {}, isSecureContext: true };

describe('camera and microphone', () => {
  it('explains a refused or busy camera instead of waiting forever', () => {
    expect(mediaProblemOf(domError('NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(domError('SecurityError'))).toBe('denied');
    expect(mediaProblemOf(domError('NotReadableError'))).toBe('busy');
    expect(mediaProblemOf(domError('NotFoundError'))).toBe('noDevice');
    expect(mediaProblemOf(domError('OverconstrainedError'))).toBe('noDevice');
    expect(mediaProblemOf(domError('TypeError'))).toBe('media');
    expect(mediaProblemOf('weird')).toBe('media');
  });

  it('asks for camera and microphone, and rejects with the problem', async () => {
    const asked: MediaStreamConstraints[] = [];
    const refusing = {
      getUserMedia: async (c: MediaStreamConstraints) => {
        asked.push(c);
        throw domError('NotAllowedError');
      },
    } as unknown as MediaDevices;
    await expect(openCamera(refusing, capable)).rejects.toBe('denied');
    expect(asked).toEqual([{ video: true, audio: true }]);
  });

  it('says a browser cannot call before asking for the camera (issue 24), never blaming the network', async () => {
    const asked: unknown[] = [];
    const devices = {
      getUserMedia: async (c: MediaStreamConstraints) => {
        asked.push(c);
        return {} as MediaStream;
      },
    } as unknown as MediaDevices;
    // No RTCPeerConnection: no call is possible, the camera is not even asked for.
    await expect(openCamera(devices, { isSecureContext: true })).rejects.toBe('unsupported');
    expect(asked).toEqual([]);
    // No getUserMedia on a secure page: the browser cannot.
    await expect(openCamera(undefined, capable)).rejects.toBe('unsupported');
    await expect(openCamera({} as MediaDevices, capable)).rejects.toBe('unsupported');
    // On a plain-http page the browser hides the camera: not the browser's fault.
    expect(callSupportProblem({ ...capable, isSecureContext: false }, undefined)).toBe('media');
    expect(callSupportProblem(capable, devices)).toBeNull();
    expect(callSupportProblem(undefined, devices)).toBe('unsupported');
    // Only the prefixed name: PeerJS's adapter makes it the standard one when PeerJS loads, so
    // the answer does not depend on whether PeerJS loaded first.
    expect(callSupportProblem({ webkitRTCPeerConnection: class {}, isSecureContext: true }, devices)).toBeNull();
    await expect(openCamera(devices, capable)).resolves.toEqual({});
  });

  it('says a browser PeerJS calls incompatible cannot call, before asking for the camera', async () => {
    const opened: string[] = [];
    const open = async () => {
      opened.push('camera');
      return {} as MediaStream;
    };
    const capableBrowser = () => null;
    await expect(openCallCamera(async () => false, open, capableBrowser)).rejects.toBe('unsupported');
    expect(opened).toEqual([]);
    await expect(openCallCamera(async () => true, open, capableBrowser)).resolves.toEqual({});
    expect(opened).toEqual(['camera']);
    // Without the basics PeerJS is not asked: the camera step says why (here: it opens the fake).
    let asked = false;
    const peerSupport = async () => {
      asked = true;
      return false;
    };
    await expect(openCallCamera(peerSupport, open, () => 'unsupported')).resolves.toEqual({});
    expect(asked).toBe(false);
  });

  it('flips `enabled` on the tracks (spec §4 step 9)', () => {
    const audio = { enabled: true };
    const video = { enabled: true };
    const stream = { getAudioTracks: () => [audio], getVideoTracks: () => [video] } as unknown as MediaStream;
    applyTracks({ stream, micOn: false, cameraOn: true });
    expect([audio.enabled, video.enabled]).toEqual([false, true]);
    applyTracks({ stream, micOn: true, cameraOn: false });
    expect([audio.enabled, video.enabled]).toEqual([true, false]);
    applyTracks({ stream: null, micOn: false, cameraOn: false });
  });

  it('uses the expanded mode on iPhone and in the app (device=app), native fullscreen elsewhere', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';
    expect(prefersExpandedMode(iphone, null, '')).toBe(true);
    expect(prefersExpandedMode(desktop, 'app', '')).toBe(true);
    expect(prefersExpandedMode(desktop, null, '?device=app')).toBe(true);
    expect(prefersExpandedMode(desktop, null, '?breed_id=3')).toBe(false);
  });
});
