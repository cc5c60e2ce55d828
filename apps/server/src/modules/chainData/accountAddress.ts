import * as v from 'valibot'
import { getAddress, isAddress } from 'viem'
import { BITCOIN_NETWORKS } from '../../chains/bitcoinNetworks.ts'
import { isBitcoinAddress } from '../../chains/isBitcoinAddress.ts'
import { isSolanaAddress } from '../../chains/isSolanaAddress.ts'
import { SOLANA_ADDRESS_MESSAGE } from '../../chains/solanaAddressMessage.ts'
import { parseInput } from '../../http/parseInput.ts'
import type { ChainReader } from './createChainReader.ts'

/** Why an EVM address was refused (the balance, history and identity routes). */
export const EVM_ADDRESS_MESSAGE =
  'must be an EVM address (0x and 40 hex characters; a mixed-case one needs a valid checksum)'

/** An EVM address, checksummed on output. */
export const evmAddressSchema = v.pipe(
  v.string(),
  v.check((value) => isAddress(value), EVM_ADDRESS_MESSAGE),
  v.transform((value) => getAddress(value)),
)

/**
 * Path of the per-account routes before the chain is known: any text up to 128 characters.
 * `parseAccountAddress` checks it once `chainId` has named the family.
 */
export const accountParamsSchema = v.object({
  address: v.pipe(
    v.string(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(128, 'must be at most 128 characters'),
  ),
})

/**
 * Checks `address` for the family of the reader's chain and normalises it: EVM checksummed;
 * Solana as given (base58 is case-sensitive); Bitcoin valid for that network (mainnet, testnet,
 * signet, regtest), bech32 lower-cased. A bad one is a 400 `BAD_REQUEST` naming `address`.
 *
 * @example
 * parseAccountAddress(readers.get('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')!, 'BCRT1Q…') // 'bcrt1q…'
 */
export function parseAccountAddress(reader: ChainReader, address: string): string {
  return parseInput(v.object({ address: addressSchemaOf(reader) }), { address }).address
}

function addressSchemaOf(reader: ChainReader): v.GenericSchema<string, string> {
  switch (reader.namespace) {
    case 'eip155':
      return evmAddressSchema
    case 'solana':
      return v.pipe(
        v.string(),
        v.check((value) => isSolanaAddress(value), SOLANA_ADDRESS_MESSAGE),
      )
    case 'bip122': {
      const reference = reader.chain.caipNetworkId.slice('bip122:'.length)
      const known = BITCOIN_NETWORKS.get(reference)
      const name = known?.name ?? reference
      return v.pipe(
        v.string(),
        v.check(
          (value) => known !== undefined && isBitcoinAddress(value, known.network),
          `must be a Bitcoin address on ${name}`,
        ),
        v.transform((value) =>
          known !== undefined && value.toLowerCase().startsWith(`${known.network.bech32}1`)
            ? value.toLowerCase()
            : value,
        ),
      )
    }
  }
}
