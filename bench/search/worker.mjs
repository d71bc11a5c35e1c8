// Worker threads do not inherit tsx's loader from `node --import tsx` on Node 20: register it in
// the worker, then load the TypeScript client.
import { register } from 'tsx/esm/api';

register();
await import('./client-worker.ts');
