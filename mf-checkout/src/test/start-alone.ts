// Starts the checkout remote as its team runs it alone (`npm run dev -w mf-checkout`).
import { startRemoteAlone, type TestLanguage } from 'remote-kit/testing';
import * as app from '../app';

export type { TestLanguage };

export const startCheckoutAlone = (path: string, language: TestLanguage) => startRemoteAlone('mf-checkout', app, path, language);
