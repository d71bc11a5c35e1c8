/**
 * The recording kept until the server confirms it (IndexedDB, one per browser): what a closed
 * tab or a dropped connection left is offered again on the next visit.
 */
const DB = 'petchat-recordings';
const STORE = 'pending';
const KEY = 'recording';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('no IndexedDB'));
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const pendingRecordingStore = {
  load: async (): Promise<Blob | null> => {
    const value = await run<unknown>('readonly', (store) => store.get(KEY));
    return value instanceof Blob && value.size > 0 ? value : null;
  },
  keep: (blob: Blob): void => {
    void run('readwrite', (store) => store.put(blob, KEY)).catch(() => {});
  },
  drop: (): void => {
    void run('readwrite', (store) => store.delete(KEY)).catch(() => {});
  },
};
