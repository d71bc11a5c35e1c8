import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../machines/preferences/preferences.types';
import { createOnDemandMessages } from './on-demand-messages';

function setup(failSignedIn = 0) {
  const reads: string[] = [];
  const added: Array<[Language, Messages]> = [];
  let failures = failSignedIn;
  const messages = createOnDemandMessages({
    readMain: async (language) => {
      reads.push(`main:${language}`);
      return { main: language };
    },
    readExtra: async (language) => {
      reads.push(`signed-in:${language}`);
      if (failures-- > 0) throw new Error('offline');
      return { signedIn: language };
    },
    add: (language, m) => void added.push([language, m]),
  });
  return { messages, reads, added };
}

describe('the signed-in texts', () => {
  it('are not read for a guest: the main catalog comes alone', async () => {
    const { messages, reads, added } = setup();
    expect(await messages.loadCatalog('en')).toEqual({ main: 'en' });
    expect(reads).toEqual(['main:en']);
    expect(added).toEqual([]);
  });

  it('are added once signed in, and come with the main catalog of every language switched to after', async () => {
    const { messages, reads, added } = setup();
    await messages.load('en');
    await messages.load('en');
    expect(added).toEqual([['en', { signedIn: 'en' }]]);
    expect(await messages.loadCatalog('ua')).toEqual({ main: 'ua' });
    expect(added).toEqual([
      ['en', { signedIn: 'en' }],
      ['ua', { signedIn: 'ua' }],
    ]);
    // Each language is read once.
    await messages.loadCatalog('en');
    expect(reads.filter((r) => r.startsWith('signed-in'))).toEqual(['signed-in:en', 'signed-in:ua']);
  });

  it('are read again after a failed read', async () => {
    const { messages, added } = setup(1);
    await expect(messages.load('en')).rejects.toThrow('offline');
    await messages.load('en');
    expect(added).toEqual([['en', { signedIn: 'en' }]]);
  });
});
