// Starts the account remote as its team runs it alone (`npm run dev -w mf-account`).
import { startRemoteAlone, type TestLanguage } from 'remote-kit/testing';
import * as app from '../app';

export type { TestLanguage };

export const startAccountAlone = (path: string, language: TestLanguage) => startRemoteAlone('mf-account', app, path, language);
