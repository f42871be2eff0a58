import { nodeProject } from '../build/src/vitest/node-project';

export default nodeProject('gateway');
