import type { PushTransport, VapidDetails } from '../../ports/push-transport';
import type { PushRepository } from './repository';

export interface VapidConfig {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  vapidSubject: string;
  contactEmail: string;
}

/**
 * The VAPID key pair: from `VAPID_PUBLIC_KEY`/`VAPID_PRIVATE_KEY` when set, else the one stored in
 * the database, made by whichever instance needed it first. Read once per process.
 */
export function createVapidKeys(deps: {
  repo: Pick<PushRepository, 'vapidKeys' | 'storeVapidKeysIfAbsent'>;
  transport: Pick<PushTransport, 'generateVapidKeys'>;
  config: VapidConfig;
}): () => Promise<VapidDetails> {
  const { repo, transport, config } = deps;
  const subject = config.vapidSubject || `mailto:${config.contactEmail}`;
  let loaded: Promise<VapidDetails> | null = null;

  async function load(): Promise<VapidDetails> {
    if (config.vapidPublicKey && config.vapidPrivateKey)
      return { subject, publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
    const stored = await repo.vapidKeys();
    if (stored) return { subject, ...stored };
    // Two instances may both get here: each offers a pair, one insert wins, both read the winner.
    await repo.storeVapidKeysIfAbsent(transport.generateVapidKeys());
    const winner = await repo.vapidKeys();
    if (!winner) throw new Error('VAPID keys were not stored');
    return { subject, ...winner };
  }

  return () => {
    loaded ??= load().catch((error) => {
      loaded = null; // a database hiccup must not stick for the life of the process
      throw error;
    });
    return loaded;
  };
}
