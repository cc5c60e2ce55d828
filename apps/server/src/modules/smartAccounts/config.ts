import * as v from 'valibot'
import { evmAddress, httpUrl } from '../../schema/configFields.ts'

/*
 * The smartAccounts module's part of the config file: each EVM chain's `accountAbstraction`
 * block (read through `chains`, src/modules/chainData/config.ts) and `paymasterSignerKey`.
 * Composed with the other modules' parts in src/config.ts.
 */

/** Why a paymaster signer key was refused (never the value: it is a secret). */
export const PAYMASTER_SIGNER_KEY_MESSAGE = 'must be a private key: 0x and 64 hex digits'

/** The verifying paymaster's signer: a secp256k1 private key as 0x-hex (32 bytes). */
export const paymasterSignerKeySchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{64}$/, PAYMASTER_SIGNER_KEY_MESSAGE),
  v.transform((value) => value as `0x${string}`),
)

/**
 * ERC-4337 on one EVM chain: the EntryPoint (v0.8), the smart accounts' factory, the bundler
 * the server forwards `/v1/bundler/:chainId` to, and the verifying paymaster, if any, that
 * `/v1/paymaster/:chainId` signs for with `paymasterSignerKey`.
 */
export const accountAbstractionSchema = v.strictObject({
  entryPoint: evmAddress,
  entryPointVersion: v.picklist(['0.8'], "must be '0.8'"),
  accountFactory: evmAddress,
  /** The bundler's JSON-RPC URL (e.g. alto's). Not shown to clients. */
  bundlerUrl: httpUrl,
  /** The PorticoVerifyingPaymaster (ERC-7677 `/v1/paymaster/:chainId`); absent: no sponsorship. */
  paymaster: v.optional(evmAddress),
})

export type AccountAbstractionConfig = v.InferOutput<typeof accountAbstractionSchema>

/**
 * The config file's top-level keys that this module reads.
 *
 * @example
 * v.parse(v.strictObject(smartAccountsConfigEntries), { paymasterSignerKey: '0x…' })
 */
export const smartAccountsConfigEntries = {
  /**
   * The verifying paymaster's signer key (0x + 64 hex); `PORTICO_PAYMASTER_SIGNER_KEY` wins over
   * it. Never logged, never answered. Without it no chain is sponsored.
   */
  paymasterSignerKey: v.optional(paymasterSignerKeySchema),
}
