import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../build/src/vitest/node-project';

// The global setup prepares one seeded database per engine; each test file starts from a copy.
export default mergeConfig(nodeProject('api'), { test: { globalSetup: ['test/global-setup.ts'] } });
