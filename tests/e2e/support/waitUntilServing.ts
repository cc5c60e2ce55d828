import type { ManagedChild } from '@portico/devnet'

/**
 * Resolves once `url` answers 200 (a file the server is known to serve), fails at once if the
 * server process exits, and after `timeoutMs` otherwise.
 *
 * @example
 * await waitUntilServing(`${url}/icon.svg`, server, 'next start')
 */
export async function waitUntilServing(
  url: string,
  server: ManagedChild,
  name: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`${name} exited:\n${server.output().join('\n')}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} did not answer within ${timeoutMs} ms`)
}
