import { startStandalone } from 'remote-kit/standalone';
import * as app from './app';

void startStandalone('mf-cart', app);
