export declare function outsideEnv(extra?: Record<string, string>): Record<string, string>
export declare function runCommand(
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<string>
export declare function createConsumerApp(parameters: {
  template: string
  packed: readonly {
    name: string
    tarball: string
    manifest: { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }
  }[]
  workDir: string
}): Promise<{ dir: string; porticoPackages: string[] }>
export declare function claimConsumersDir(): { dir: string; release: () => void }
