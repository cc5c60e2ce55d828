import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { BITCOIN_MAINNET, solanaNetwork } from '@portico/test-utils/networks'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { connect } from '../../actions/connect.ts'
import { openSend } from '../../actions/openSend.ts'
import { setSendAmount } from '../../actions/setSendAmount.ts'
import { setSendReceiver } from '../../actions/setSendReceiver.ts'
import { setSendToken } from '../../actions/setSendToken.ts'
import { mockAdapter } from '../../adapters/mock.ts'
import { SEND_MESSAGES } from '../../errors/sendMessages.ts'
import { ETH, PTK, PUSD, RECEIVER, SOLANA_TO, sendKit } from '../../test/sendKit.ts'
import type { TokenBalance } from '../../types/api.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { defineNetwork } from '../../utils/defineNetwork.ts'

const validation = (config: PorticoConfig) => config.stores.send.getState().validation

/** Fills the form; each argument undefined leaves that field as it is. */
function fill(config: PorticoConfig, token?: TokenBalance, amount?: string, receiver?: string) {
  if (token) setSendToken(config, token)
  if (amount !== undefined) setSendAmount(config, amount)
  if (receiver !== undefined) setSendReceiver(config, receiver)
}

describe('Send validation (spec §5)', () => {
  it('default: a valid form has no validation', async () => {
    const { config } = await sendKit()
    openSend(config)
    fill(config, PUSD, '2.5', RECEIVER)
    expect(validation(config)).toBeUndefined()
  })

  it('messages: every rule has its message, pinned', () => {
    expect(SEND_MESSAGES.UNSUPPORTED_CHAIN).toBe('Unsupported chain')
    expect(SEND_MESSAGES.TOKEN_REQUIRED).toBe('A token is required')
    expect(SEND_MESSAGES.AMOUNT_AND_RECEIVER_REQUIRED).toBe(
      'An amount and receiver address are required',
    )
    expect(SEND_MESSAGES.INVALID_AMOUNT).toBe('Not a valid amount')
    expect(SEND_MESSAGES.TOO_MANY_DECIMALS('PUSD', 6)).toBe('PUSD has at most 6 decimals')
    expect(SEND_MESSAGES.INVALID_RECEIVER('Solana')).toBe('Not a valid Solana address')
    expect(SEND_MESSAGES.INSUFFICIENT_BALANCE('PUSD')).toBe('Insufficient PUSD balance')
    expect(SEND_MESSAGES.INSUFFICIENT_FEE('ETH')).toBe('Insufficient ETH for the network fee')
  })

  it('order: each rule is reported only once the ones before it hold', async () => {
    const { config } = await sendKit()
    openSend(config)
    // From a form with no token (openSend picks the native one): a setter re-checks the rules.
    config.stores.send.setState({ token: undefined })
    setSendAmount(config, '')
    expect(validation(config)).toEqual({
      code: 'TOKEN_REQUIRED',
      message: 'A token is required',
    })
    // Amount and receiver broken too: the token still comes first.
    fill(config, undefined, '1,5', 'nope')
    expect(validation(config)?.code).toBe('TOKEN_REQUIRED')

    setSendToken(config, PUSD)
    setSendAmount(config, '')
    expect(validation(config)).toEqual({
      code: 'AMOUNT_AND_RECEIVER_REQUIRED',
      message: 'An amount and receiver address are required',
    })
    setSendAmount(config, '1,5')
    setSendReceiver(config, '  ')
    expect(validation(config)?.code).toBe('AMOUNT_AND_RECEIVER_REQUIRED')

    setSendReceiver(config, 'nope')
    expect(validation(config)).toEqual({ code: 'INVALID_AMOUNT', message: 'Not a valid amount' })

    setSendAmount(config, '100.0000001')
    expect(validation(config)).toEqual({
      code: 'TOO_MANY_DECIMALS',
      message: 'PUSD has at most 6 decimals',
    })

    setSendAmount(config, '100')
    expect(validation(config)).toEqual({
      code: 'INVALID_RECEIVER',
      message: 'Not a valid EVM address',
    })

    setSendReceiver(config, RECEIVER)
    expect(validation(config)).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient PUSD balance',
    })

    setSendAmount(config, '12.5')
    expect(validation(config)).toBeUndefined()
  })

  it.each(['0', '0.000', '-1', '1,5', '1.2.3', 'abc', '1e3', '.'])(
    "INVALID_AMOUNT: '%s' is not a positive amount",
    async (input) => {
      const { config } = await sendKit()
      openSend(config, { token: PUSD })
      fill(config, undefined, input, RECEIVER)
      expect(validation(config)?.code).toBe('INVALID_AMOUNT')
    },
  )

  it("TOO_MANY_DECIMALS: an amount finer than the token's decimals; trailing zeros do not count", async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    fill(config, undefined, '0.0000001', RECEIVER)
    expect(validation(config)?.message).toBe('PUSD has at most 6 decimals')
    setSendAmount(config, '0.1000000')
    expect(validation(config)).toBeUndefined()
    // 18 decimals: 1 wei is fine, a tenth of one is not.
    fill(config, PTK, '0.000000000000000001')
    expect(validation(config)).toBeUndefined()
    setSendAmount(config, '0.0000000000000000001')
    expect(validation(config)?.message).toBe('PTK has at most 18 decimals')
  })

  it('INVALID_RECEIVER: an address of the active family (spec §5), spaces and a missing 0x allowed', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    fill(config, undefined, '1', `  ${RECEIVER}  `)
    expect(validation(config)).toBeUndefined()
    setSendReceiver(config, RECEIVER.slice(2))
    expect(validation(config)).toBeUndefined()
    for (const bad of [RECEIVER.slice(0, 41), `${RECEIVER}0`, SOLANA_TO, `0x${'g'.repeat(40)}`]) {
      setSendReceiver(config, bad)
      expect(validation(config)?.message).toBe('Not a valid EVM address')
    }
  })

  it("INVALID_RECEIVER: hostile EVM input, by @portico/evm's checks", async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    fill(config, undefined, '1', RECEIVER)
    for (const bad of [
      RECEIVER.replace('0x', '0X'),
      `0x0x${RECEIVER.slice(2)}`,
      `${RECEIVER.slice(0, 20)} ${RECEIVER.slice(20)}`,
      `${RECEIVER}\u200b`,
      '',
      '   ',
    ]) {
      setSendReceiver(config, bad)
      expect(validation(config)?.code, JSON.stringify(bad)).toMatch(/INVALID_RECEIVER|REQUIRED/)
    }
    // Spec §5 is the shape: a mixed case that is not the EIP-55 checksum still passes (the
    // checksum's keccak would weigh ~4 KB up front in every EVM adapter), so do all-lower and
    // all-upper case, and tabs or new lines around a pasted address.
    const wrongChecksum = `0x${RECEIVER.slice(2, 12).toLowerCase()}${RECEIVER.slice(12).toUpperCase()}`
    for (const good of [
      wrongChecksum,
      RECEIVER.toLowerCase(),
      `\t${RECEIVER.toUpperCase().replace('0X', '0x')}\n`,
    ]) {
      setSendReceiver(config, good)
      expect(validation(config), good).toBeUndefined()
    }
  })

  it('INVALID_RECEIVER: no adapter offers checks for the namespace → no receiver is valid', async () => {
    const { config } = await sendKit({ addressChecks: false })
    openSend(config, { token: PUSD })
    fill(config, undefined, '1', RECEIVER)
    expect(validation(config)).toEqual({
      code: 'INVALID_RECEIVER',
      message: 'Not a valid EVM address',
    })
  })

  it('INVALID_RECEIVER on Solana: base58 of a 32-byte key', async () => {
    const sol: TokenBalance = {
      ...ETH,
      name: 'Solana',
      symbol: 'SOL',
      chainId: solanaNetwork.caipNetworkId,
      quantity: { decimals: '9', numeric: '3' },
    }
    const { config } = await sendKit({ network: solanaNetwork, tokens: [sol] })
    openSend(config, { token: sol })
    fill(config, undefined, '1', RECEIVER)
    expect(validation(config)).toEqual({
      code: 'INVALID_RECEIVER',
      message: 'Not a valid Solana address',
    })
    setSendReceiver(config, SOLANA_TO)
    expect(validation(config)).toBeUndefined()
    // Hostile input, by @portico/solana's checks: base58 is case-sensitive and exact in length.
    const base58 = (bytes: number) => getBase58Decoder().decode(new Uint8Array(bytes).fill(200))
    for (const bad of [
      base58(31),
      base58(33),
      `0${SOLANA_TO.slice(1)}`,
      `${SOLANA_TO.slice(0, 10)}l${SOLANA_TO.slice(11)}`,
      `${SOLANA_TO.slice(0, 10)} ${SOLANA_TO.slice(10)}`,
      `0x${SOLANA_TO}`,
      '1'.repeat(31),
      '1'.repeat(45),
    ]) {
      setSendReceiver(config, bad)
      expect(validation(config)?.code, bad).toBe('INVALID_RECEIVER')
    }
    setSendReceiver(config, ` ${base58(32)}\n`)
    expect(validation(config)).toBeUndefined()
    setSendAmount(config, '3.0000000001')
    expect(validation(config)?.message).toBe('SOL has at most 9 decimals')
  })

  it('INSUFFICIENT_BALANCE: more than held; exactly the balance is fine', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PTK })
    fill(config, undefined, '100.000000000000000001', RECEIVER)
    expect(validation(config)?.message).toBe('Insufficient PTK balance')
    setSendAmount(config, '100')
    expect(validation(config)).toBeUndefined()
  })

  it('UNSUPPORTED_CHAIN on Bitcoin (bip122): spec §9 sends on EVM and Solana only', async () => {
    const bitcoin = defineNetwork({
      id: BITCOIN_MAINNET,
      chainNamespace: 'bip122',
      name: 'Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
    })
    const { config } = await sendKit({ network: bitcoin, transfers: false, tokens: [] })
    expect(config.stores.connection.getState().activeNamespace).toBe('bip122')
    openSend(config, { token: ETH })
    fill(config, undefined, '1', RECEIVER)
    expect(validation(config)).toEqual({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' })
  })

  it('UNSUPPORTED_CHAIN: an EVM wallet whose adapter cannot send', async () => {
    const { config } = await sendKit({ transfers: false })
    openSend(config, { token: PUSD })
    fill(config, undefined, '1', RECEIVER)
    expect(validation(config)?.code).toBe('UNSUPPORTED_CHAIN')
  })

  it('UNSUPPORTED_CHAIN: the wallet is on a chain the dApp does not list', async () => {
    const adapter = mockAdapter({ accounts: [TEST_ADDRESS], chainId: 999, transfers: {} })
    const config = createTestConfig({ adapters: [adapter], allowUnsupportedChain: true })
    config.stores.connectors.setState({ connectors: adapter.getConnectors() })
    await connect(config, { connectorId: 'mock' })
    openSend(config, { token: PUSD })
    expect(validation(config)?.code).toBe('UNSUPPORTED_CHAIN')
  })
})
