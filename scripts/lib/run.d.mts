import type { SpawnSyncOptions, SpawnSyncReturns } from 'node:child_process'

export declare const repoRoot: string
export declare function run(
  command: string,
  args: readonly string[],
  options?: SpawnSyncOptions,
): SpawnSyncReturns<Buffer | string>
export declare const bin: (name: string) => string
