import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { ETH, PTK, PUSD, sendKit } from '../test/sendKit.ts'
import type { TokenBalance } from '../types/api.ts'
import { getSendTokens } from './getSendTokens.ts'

const bigPtk: TokenBalance = { ...PTK, value: 5000 }

describe('getSendTokens', () => {
  it('default: held tokens of the active network, native first, then by USD value', async () => {
    const { config } = await sendKit({ tokens: [PUSD, bigPtk, ETH] })
    expect(getSendTokens(config).map((token) => token.symbol)).toEqual(['ETH', 'PTK', 'PUSD'])
  })

  it('behavior: tokens of other networks and zero balances are left out', async () => {
    const elsewhere: TokenBalance = { ...PUSD, chainId: localNetwork2.caipNetworkId }
    const none: TokenBalance = { ...PTK, quantity: { decimals: '18', numeric: '0.000' } }
    const { config } = await sendKit({ tokens: [ETH, elsewhere, none] })
    expect(getSendTokens(config)).toEqual([ETH])
  })

  it('behavior: a chainId given as the plain reference counts as the network', async () => {
    const plain: TokenBalance = { ...PUSD, chainId: String(localNetwork.id) }
    const { config } = await sendKit({ tokens: [plain] })
    expect(getSendTokens(config).map((token) => token.symbol)).toEqual(['ETH', 'PUSD'])
  })

  it('behavior: without the service, the native balance of the account state, no price', async () => {
    const { config } = await sendKit({ tokens: [], balance: '9999.999012' })
    expect(getSendTokens(config)).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '9999.999012' },
      },
    ])
  })

  it('behavior: the service listed tokens but no native entry: the native comes first anyway', async () => {
    const { config } = await sendKit({ tokens: [PUSD], balance: '2' })
    const tokens = getSendTokens(config)
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'PUSD'])
    expect(tokens[0]?.quantity.numeric).toBe('2')
  })

  it("behavior: a zero native balance (a testnet's '0.00') is not offered", async () => {
    const { config } = await sendKit({ tokens: [], balance: '0.00' })
    expect(getSendTokens(config)).toEqual([])
  })

  it('parameters: the slices a binding subscribed to', async () => {
    const { config } = await sendKit()
    expect(
      getSendTokens(config, {
        account: { tokenBalance: [PUSD], balance: '0' },
        network: localNetwork,
      }),
    ).toEqual([PUSD])
    expect(getSendTokens(config, { account: undefined, network: localNetwork })).toEqual([])
  })
})
