import { describe, expect, it } from 'vitest';
import { PeerDirectory } from './peer-directory';

describe('peer directory', () => {
  function setup() {
    const directory = new PeerDirectory();
    const closed: string[] = [];
    const events: string[] = [];
    directory.on('online', (peerId, userId) => events.push(`online ${peerId} ${userId}`));
    directory.on('offline', (peerId, userId) => events.push(`offline ${peerId} ${userId}`));
    const connect = (peerId: string, userId: number, familyId: string) =>
      directory.connected(peerId, { userId, familyId }, () => {
        closed.push(peerId);
        directory.disconnected(peerId);
      });
    return { directory, closed, events, connect };
  }

  it('closes the sockets of one session, or of every session of a user', () => {
    const { directory, closed, connect } = setup();
    connect('a1', 1, 'fam-a');
    connect('a2', 1, 'fam-a');
    connect('b1', 1, 'fam-b');
    connect('c1', 2, 'fam-c');
    directory.closeSessionSockets({ familyId: 'fam-a' });
    expect(closed).toEqual(['a1', 'a2']);
    directory.closeSessionSockets({ userId: 1 });
    expect(closed).toEqual(['a1', 'a2', 'b1']);
    expect(directory.isOnline('c1')).toBe(true);
  });

  it('closes on arrival a socket of a session that ended while it was connecting', () => {
    const { directory, closed, events, connect } = setup();
    directory.closeSessionSockets({ familyId: 'fam-late' });
    directory.closeSessionSockets({ userId: 7 });
    connect('late', 1, 'fam-late');
    connect('gone', 7, 'fam-x');
    expect(closed).toEqual(['late', 'gone']);
    expect(directory.isOnline('late') || directory.isOnline('gone')).toBe(false);
    expect(events).toEqual([]);
    connect('fine', 1, 'fam-new');
    expect(directory.isOnline('fine')).toBe(true);
  });
});
