// Shared Vitest settings for a Node service workspace.
import { defineProject } from 'vitest/config';

export function nodeProject(name: string, options: { testTimeout?: number } = {}) {
  return defineProject({
    test: {
      name,
      environment: 'node',
      globals: true,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: options.testTimeout ?? 20_000,
      hookTimeout: 60_000,
    },
  });
}
