// Loads another team's exposed fragment or service by its typed id (shared-events' fragment map),
// so a misspelt id or a wrong module shape is a type error rather than a fallback at runtime.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedId, ExposedModule } from 'shared-events';

export type LoadExposed = <Id extends ExposedId>(id: Id) => Promise<ExposedModule<Id> | null>;

export const loadExposed: LoadExposed = (id) => loadRemote(id);
