// What every route of the sandbox shares: its settings, its memory and the origin its links use.
import type { SandboxConfig } from './config.js';
import type { SandboxState } from './state.js';

export interface SandboxContext {
  config: SandboxConfig;
  state: SandboxState;
  /** The origin of the 3-D Secure links (`transaction_url`, `verification_url`). */
  publicOrigin(): string;
}
