import { describe, expect, it } from 'vitest'
import { PORTICO_TOKENS } from './tokens.ts'

describe('PORTICO_TOKENS', () => {
  it('default: PUSD (6 decimals) then PTK (18) at the deployer’s first two contract addresses', () => {
    expect(
      PORTICO_TOKENS.map(({ symbol, name, decimals, nonce, address }) => ({
        symbol,
        name,
        decimals,
        nonce,
        address,
      })),
    ).toEqual([
      {
        symbol: 'PUSD',
        name: 'Portico USD',
        decimals: 6,
        nonce: 0,
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      },
      {
        symbol: 'PTK',
        name: 'Portico Token',
        decimals: 18,
        nonce: 1,
        address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      },
    ])
  })

  it('default: holdings and prices', () => {
    expect(PORTICO_TOKENS.map(({ holdingEach, priceUsd }) => ({ holdingEach, priceUsd }))).toEqual([
      { holdingEach: 1_000_000n, priceUsd: 1 },
      { holdingEach: 5_000n, priceUsd: 2.5 },
    ])
  })
})
