import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// No vitest globals: testing-library cannot register its own cleanup.
afterEach(() => cleanup());

// `findBy…` and `waitFor` wait 1 s by default. A screen behind the root actor (catalog load, fake
// API answers, router) appears in well under that on an idle machine, but not always with both
// cores busy; 5 s fits a loaded 2-core machine. A missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });
