import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../types/api.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { heldOnrampAmount } from './heldOnrampAmount.ts'

const SOLANA_NETWORK = 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo'
const MINT = 'F7yxtSwgZM3bMfknicsGNckPRWm5AEtirY2obNhkohmj'
const PUSD_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function line(chainId: string, address: string, numeric: string, decimals = '6'): TokenBalance {
  return {
    name: 'Portico USD',
    symbol: 'PUSD',
    chainId,
    address: `${chainId}:${address}`,
    value: Number(numeric),
    price: 1,
    quantity: { decimals, numeric },
  }
}

function withAccount(
  namespace: ChainNamespace,
  balance: string,
  tokenBalance?: readonly TokenBalance[],
): PorticoConfig {
  const config = createTestConfig()
  config.stores.account.setState({
    namespaces: { [namespace]: { balance, ...(tokenBalance ? { tokenBalance } : {}) } },
  })
  return config
}

const on = (chain_id: string, contract_address: string) => ({
  name: 'local',
  display_name: 'Local',
  chain_id,
  contract_address,
})

describe('heldOnrampAmount', () => {
  it('default: an EVM token by its contract, in any case', () => {
    const config = withAccount('eip155', '1.5', [line('eip155:31337', PUSD_ADDRESS, '12.5')])
    expect(heldOnrampAmount(config, 'eip155', on('eip155:31337', PUSD_ADDRESS.toLowerCase()))).toBe(
      '12.5',
    )
    expect(heldOnrampAmount(config, 'eip155', on('eip155:31337', ''))).toBe('1.5')
  })

  it('parameters: Solana — SOL is the native balance, an SPL token matched by its mint', () => {
    const config = withAccount('solana', '999.99', [line(SOLANA_NETWORK, MINT, '1000')])
    expect(heldOnrampAmount(config, 'solana', on(SOLANA_NETWORK, ''))).toBe('999.99')
    expect(heldOnrampAmount(config, 'solana', on(SOLANA_NETWORK, MINT))).toBe('1000')
  })

  it('behavior: base58 is case-sensitive — a mint differing only in case is another token', () => {
    const config = withAccount('solana', '1', [line(SOLANA_NETWORK, MINT, '1000')])
    expect(heldOnrampAmount(config, 'solana', on(SOLANA_NETWORK, MINT.toLowerCase()))).toBe('0')
  })

  it('behavior: balances listed without the token → 0; nothing listed or no account → undefined', () => {
    expect(
      heldOnrampAmount(withAccount('solana', '1', []), 'solana', on(SOLANA_NETWORK, MINT)),
    ).toBe('0')
    expect(
      heldOnrampAmount(withAccount('solana', '1'), 'solana', on(SOLANA_NETWORK, MINT)),
    ).toBeUndefined()
    expect(heldOnrampAmount(createTestConfig(), 'solana', on(SOLANA_NETWORK, MINT))).toBeUndefined()
  })
})
