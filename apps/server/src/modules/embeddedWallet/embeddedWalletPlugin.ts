import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import type { EmbeddedWalletNetwork } from './config.ts'
import { embeddedWalletNetworks } from './embeddedWalletNetworks.ts'

export interface EmbeddedWalletPluginOptions {
  /** `embeddedWallet.extraNetworks` from the config. */
  extraNetworks: readonly EmbeddedWalletNetwork[]
  /** The project guard from `createProjectGuard`. */
  requireProject: onRequestAsyncHookHandler
}

/**
 * `GET /v1/embedded-wallet/networks?projectId=` → `{ networks: [{ caipNetworkId, testnet }] }`:
 * the networks the embedded wallet's frame serves (spec §9's list and the configured extra
 * ones). The frame refuses any other chain.
 *
 * @example
 * await app.register(embeddedWalletPlugin, { extraNetworks: config.embeddedWallet.extraNetworks, requireProject })
 */
export const embeddedWalletPlugin: FastifyPluginAsync<EmbeddedWalletPluginOptions> = async (
  app,
  options,
) => {
  const networks = embeddedWalletNetworks(options.extraNetworks)
  app.addHook('onRequest', options.requireProject)
  app.get('/v1/embedded-wallet/networks', async () => ({ networks }))
}
