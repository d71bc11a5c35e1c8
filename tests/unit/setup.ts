import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// No vitest globals: testing-library cannot register its own cleanup.
afterEach(() => cleanup());
