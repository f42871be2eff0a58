// Application plugin: repositories as typed decorators over the database.
import type { Database } from '../db/database.js';
import { createAccountRepository, type AccountRepository } from '../account/account-repository.js';
import { createCatalogRepository, type CatalogRepository } from '../catalog/catalog-repository.js';

export interface Repositories {
  catalog: CatalogRepository;
  account: AccountRepository;
}

export function createRepositories(db: Database, options: { trigram: boolean }): Repositories {
  return {
    catalog: createCatalogRepository(db, options),
    account: createAccountRepository(db),
  };
}
