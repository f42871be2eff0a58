import { nodeProject } from './src/vitest/node-project';

export default nodeProject('build');
