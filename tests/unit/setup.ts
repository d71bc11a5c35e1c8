import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// No vitest globals: testing-library cannot register its own cleanup.
afterEach(() => cleanup());

// `findBy…` and `waitFor` wait 1 s by default. A screen behind the root actor (catalog load, fake
// API answers, router) appears well within that on an idle machine, but a first render has taken
// over 5 s with the machine loaded far beyond its 2 cores; 10 s fits. A missing element still
// fails, only later.
configure({ asyncUtilTimeout: 10_000 });
