// Rebuilds the shell into the store's shell folder (used by the end-to-end refresh script).
import { buildShell } from './build';
import { developmentUnlessSet, storeConfig } from './config';

await buildShell(storeConfig(developmentUnlessSet()));
