import { connectEmail, startConfig, submitEmailOtp } from '@portico/core'
import { type AuthAdapter, authAdapter } from './authAdapter.ts'
import { createTestConfig } from './createTestConfig.ts'

export const TEST_EMAIL = 'ada@example.com'

/**
 * A started config whose visitor signed in to the embedded-wallet double by e-mail (the code
 * read from the double's outbox); the modal closed. Call `stop` after the test.
 *
 * @example
 * const { adapter, config, stop } = await signInByEmail()
 */
export async function signInByEmail(
  parameters: { adapter?: AuthAdapter; email?: string } = {},
): Promise<{
  adapter: AuthAdapter
  config: ReturnType<typeof createTestConfig>
  stop: () => void
}> {
  const adapter = parameters.adapter ?? authAdapter()
  const email = parameters.email ?? TEST_EMAIL
  const config = createTestConfig({ adapters: [adapter], projectId: '' })
  const stop = startConfig(config)
  await connectEmail(config, { email })
  await submitEmailOtp(config, { otp: adapter.lastCode(email) ?? '' })
  return { adapter, config, stop }
}
