import { webProject } from '../infra/build/src/vitest/web-project';

export default webProject('mf-account');
