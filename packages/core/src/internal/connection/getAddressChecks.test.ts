import { evmAddressChecks } from '@portico/evm'
import { solanaAddressChecks } from '@portico/solana'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../../adapters/mock.ts'
import type { ChainAdapter } from '../../types/adapter.ts'
import type { AddressChecks } from '../../types/addressChecks.ts'
import { getAddressChecks } from './getAddressChecks.ts'

/** Checks that accept one word only: which adapter answered shows in what passes. */
const only = (word: string): AddressChecks => ({
  parseAddress: (value) => (value === word ? value : undefined),
  isTransactionHash: (value) => value === word,
})

/** An adapter that pairs into namespaces it does not own (WalletConnect's shape). */
function pairingAdapter(checks: ChainAdapter['addressChecks']): ChainAdapter {
  return {
    ...mockAdapter({ accounts: [] }),
    namespaces: ['eip155', 'solana', 'bip122'],
    pairing: {} as NonNullable<ChainAdapter['pairing']>,
    addressChecks: checks,
  }
}

describe('getAddressChecks', () => {
  it("default: the namespace's own adapter's checks", () => {
    const config = createTestConfig({
      adapters: [mockAdapter({ accounts: [TEST_ADDRESS], addressChecks: evmAddressChecks })],
    })
    expect(getAddressChecks(config, 'eip155')).toBe(evmAddressChecks)
  })

  it("behavior: the own adapter's checks come ahead of a pairing adapter's, whatever the order", () => {
    const config = createTestConfig({
      adapters: [
        pairingAdapter({ eip155: only('pairing') }),
        mockAdapter({ accounts: [], addressChecks: only('own') }),
      ],
    })
    expect(getAddressChecks(config, 'eip155')?.parseAddress('own')).toBe('own')
  })

  it("behavior: an own adapter without checks → another serving adapter's (WalletConnect's solana)", () => {
    const config = createTestConfig({
      adapters: [
        mockAdapter({ namespace: 'solana', accounts: [] }),
        pairingAdapter({ solana: solanaAddressChecks }),
      ],
    })
    expect(getAddressChecks(config, 'solana')).toBe(solanaAddressChecks)
  })

  it('behavior: none offered for the namespace → undefined; checks of a namespace not served do not count', () => {
    const config = createTestConfig({
      adapters: [
        mockAdapter({ accounts: [], addressChecks: evmAddressChecks }),
        // Claims solana checks without serving solana: never asked.
        {
          ...mockAdapter({ namespace: 'bip122', accounts: [] }),
          addressChecks: { solana: only('stray') },
        },
      ],
    })
    expect(getAddressChecks(config, 'solana')).toBeUndefined()
    expect(getAddressChecks(config, 'bip122')).toBeUndefined()
    expect(getAddressChecks(createTestConfig(), 'eip155')).toBeUndefined()
  })
})
