import * as ecc from '@bitcoinerlab/secp256k1'
import { createMemoryStorage } from '@portico/bitcoin-test-wallet'
import {
  ChainNotSupportedError,
  ConnectionRejectedError,
  InvalidChainIdError,
  InvalidRequestParamsError,
  InvalidWalletResponseError,
  MethodNotAllowedError,
  NotConnectedError,
  RequestedChainsNotSupportedError,
  UserRejectedRequestError,
} from '@portico/core'
import { BITCOIN_DEV_ACCOUNTS, type LocalBitcoin, startLocalBitcoin } from '@portico/local-bitcoin'
import { Verifier } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  BITCOIN_MAINNET_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
} from './networks/bitcoinNetworks.ts'
import {
  bitcoinNetwork,
  registerRawWallet,
  registerRemovableWallet,
  registerTestWallet,
  setupAdapter,
} from './test/testSetup.ts'

const [dev0, dev1] = BITCOIN_DEV_ACCOUNTS
if (!dev0 || !dev1) throw new Error('dev accounts')

let local: LocalBitcoin
let regtest: ReturnType<typeof bitcoinNetwork>
const stops: (() => void)[] = []

beforeAll(async () => {
  bitcoin.initEccLib(ecc)
  local = await startLocalBitcoin({ port: 0 })
  regtest = bitcoinNetwork(BITCOIN_REGTEST_CAIP_NETWORK_ID, local.url)
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})
afterAll(async () => {
  await local?.stop()
})

const setup = (networks = [regtest]) => {
  const result = setupAdapter(networks)
  stops.push(result.stop)
  return result
}

const balanceOf = async (address: string) =>
  (await setup().adapter.getBalance?.({ address, network: regtest }))?.value

describe('discovery', () => {
  it('default: a registered wallet is an ANNOUNCED bip122 connector with its networks', () => {
    const { connectorId, name } = registerTestWallet()
    const { adapter } = setup([regtest, bitcoinNetwork(BITCOIN_MAINNET_CAIP_NETWORK_ID, local.url)])
    const connector = adapter.getConnectors().find((item) => item.id === connectorId)
    expect(connector).toMatchObject({
      id: `ws:bip122:${name}`,
      name,
      type: 'ANNOUNCED',
      chain: 'bip122',
      chains: [regtest],
    })
    expect(connector?.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('behavior: late registration → a connectors event with the new wallet', () => {
    const { adapter, events } = setup()
    const { connectorId } = registerTestWallet()
    expect(adapter.getConnectors().some((item) => item.id === connectorId)).toBe(true)
    const last = events.filter((event) => event.type === 'connectors').at(-1)
    expect(
      last?.type === 'connectors' && last.connectors.some((item) => item.id === connectorId),
    ).toBe(true)
  })
})

describe('connect', () => {
  it('default: payment then ordinal accounts with public key and path, on regtest', async () => {
    const { connectorId } = registerTestWallet()
    const { adapter } = setup()
    const connection = await adapter.connect({ connectorId, network: regtest })
    expect(connection).toEqual({
      connectorId,
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: [
        {
          address: dev0.payment.address,
          namespace: 'bip122',
          type: 'payment',
          publicKey: dev0.payment.publicKeyHex,
          path: dev0.payment.path,
        },
        {
          address: dev0.ordinal.address,
          namespace: 'bip122',
          type: 'ordinal',
          publicKey: dev0.ordinal.publicKeyHex,
          path: dev0.ordinal.path,
        },
      ],
    })
  })

  it('behavior: the visitor rejects → ConnectionRejectedError', async () => {
    const { connectorId, controls } = registerTestWallet()
    controls.reject(true)
    await expect(setup().adapter.connect({ connectorId })).rejects.toBeInstanceOf(
      ConnectionRejectedError,
    )
  })

  it('behavior: no payment account → InvalidWalletResponseError', async () => {
    const { connectorId, controls } = registerTestWallet()
    controls.setFault('noPaymentAccount')
    await expect(setup().adapter.connect({ connectorId })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('behavior: an address of another network → InvalidWalletResponseError', async () => {
    // A mainnet wallet that claims to be on regtest: its bc1 addresses do not read as bcrt1.
    const { wallet } = registerTestWallet({ network: 'mainnet' })
    const connectorId = registerRawWallet({
      ...wallet,
      name: 'Lying Chain Wallet',
      chains: ['bitcoin:regtest'],
      features: wallet.features,
      accounts: wallet.accounts,
    })
    await expect(setup().adapter.connect({ connectorId })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('parameters: network not CAIP → InvalidChainIdError', async () => {
    const { connectorId } = registerTestWallet()
    const network = { ...regtest, caipNetworkId: 'bip122:regtest' as const, id: 'regtest' }
    await expect(setup().adapter.connect({ connectorId, network })).rejects.toBeInstanceOf(
      InvalidChainIdError,
    )
  })

  it('behavior: none of the dApp networks is the wallet’s → RequestedChainsNotSupportedError', async () => {
    const { connectorId } = registerTestWallet()
    const mainnet = bitcoinNetwork(BITCOIN_MAINNET_CAIP_NETWORK_ID, local.url, 'Bitcoin')
    await expect(setup([mainnet]).adapter.connect({ connectorId })).rejects.toBeInstanceOf(
      RequestedChainsNotSupportedError,
    )
  })
})

describe('reconnect and disconnect', () => {
  it('default: after a reload the remembered wallet reconnects without a prompt', async () => {
    const storage = createMemoryStorage()
    const first = registerTestWallet({ storage })
    await setup().adapter.connect({ connectorId: first.connectorId })
    // The reload: a new wallet instance over the same storage, asking before every request.
    const reloaded = registerTestWallet({ storage, autoApprove: false })
    const connection = await setup().adapter.reconnect({ connectorId: reloaded.connectorId })
    expect(connection?.accounts.map((account) => account.address)).toEqual([
      dev0.payment.address,
      dev0.ordinal.address,
    ])
    expect(reloaded.controls.pendingRequests()).toEqual([])
  })

  it('behavior: never authorised, or the connector is gone → undefined', async () => {
    const { connectorId, controls } = registerTestWallet({ autoApprove: false })
    const { adapter } = setup()
    await expect(adapter.reconnect({ connectorId })).resolves.toBeUndefined()
    await expect(adapter.reconnect({ connectorId: 'ws:bip122:Nobody' })).resolves.toBeUndefined()
    expect(controls.pendingRequests()).toEqual([])
  })

  it('default: disconnect forgets the site in the wallet and ends the session', async () => {
    const { connectorId, controls } = registerTestWallet()
    const { adapter, events } = setup()
    await adapter.connect({ connectorId })
    await adapter.disconnect({ connectorId })
    expect(controls.isAuthorized()).toBe(false)
    expect(events.some((event) => event.type === 'disconnect')).toBe(false)
    await expect(
      adapter.signMessage({ connectorId, address: dev0.payment.address, message: 'x' }),
    ).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('behavior: the wallet revokes → accountsChanged [] and disconnect', async () => {
    const { connectorId, controls } = registerTestWallet()
    const { adapter, events } = setup()
    await adapter.connect({ connectorId })
    controls.revoke()
    expect(events.filter((event) => event.type !== 'connectors')).toEqual([
      { type: 'accountsChanged', connectorId, namespace: 'bip122', accounts: [] },
      { type: 'disconnect', connectorId, namespace: 'bip122' },
    ])
  })
})

describe('wallet events', () => {
  it('behavior: a change with other accounts → accountsChanged, re-read; garbage → ignored', async () => {
    const { wallet } = registerTestWallet()
    const listeners = new Set<(properties: { accounts?: unknown }) => void>()
    const connectorId = registerRawWallet({
      ...wallet,
      name: 'Event Wallet',
      features: {
        ...wallet.features,
        'standard:events': {
          version: '1.0.0',
          on: (_event: string, listener: (properties: { accounts?: unknown }) => void) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
      },
    })
    const { adapter, events } = setup()
    await adapter.connect({ connectorId })
    const [payment] = await wallet.features['bitcoin:connect']
      .connect({ purposes: ['payment'] })
      .then((output) => output.accounts)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const listener of listeners) listener({ accounts: [{ address: 'garbage', publicKey: 1 }] })
    for (const listener of listeners) listener({ accounts: [payment] })
    await vi.waitFor(() => expect(events.at(-1)?.type).toBe('accountsChanged'))
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId,
      namespace: 'bip122',
      accounts: [expect.objectContaining({ address: dev0.payment.address, type: 'payment' })],
    })
    expect(events.filter((event) => event.type === 'accountsChanged')).toHaveLength(1)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('behavior: the connected wallet unregisters (disabled, uninstalled) → a disconnect event', async () => {
    const { wallet } = registerTestWallet()
    const { connectorId, unregister } = registerRemovableWallet({
      ...wallet,
      name: 'Leaving Wallet',
      features: wallet.features,
      accounts: wallet.accounts,
    })
    const { adapter, events } = setup()
    await adapter.connect({ connectorId })
    unregister()
    expect(events.filter((event) => event.type === 'disconnect')).toEqual([
      { type: 'disconnect', connectorId, namespace: 'bip122' },
    ])
    expect(adapter.getConnectors().some((item) => item.id === connectorId)).toBe(false)
  })
})

describe('switchNetwork', () => {
  it('default: to another network the wallet has → chainChanged', async () => {
    // testnet and signet share the tb1 address prefix: one wallet serves both.
    const signetId = 'bip122:00000008819873e925422c1ff0f99f7c'
    const { wallet } = registerTestWallet({ network: 'testnet' })
    const connectorId = registerRawWallet({
      ...wallet,
      name: 'Two Chain Wallet',
      chains: ['bitcoin:testnet', signetId],
      features: wallet.features,
      accounts: wallet.accounts,
    })
    const testnet = bitcoinNetwork(BITCOIN_TESTNET_CAIP_NETWORK_ID, local.url, 'Testnet')
    const signet = bitcoinNetwork(signetId, local.url, 'Signet')
    const { adapter, events } = setup([testnet, signet])
    const connection = await adapter.connect({ connectorId, network: testnet })
    expect(connection.chainId).toBe(testnet.id)
    await adapter.switchNetwork({ connectorId, network: signet })
    expect(events.at(-1)).toEqual({
      type: 'chainChanged',
      connectorId,
      namespace: 'bip122',
      chainId: signet.id,
    })
  })

  it('behavior: a network the wallet lacks → ChainNotSupportedError', async () => {
    const { connectorId } = registerTestWallet()
    const mainnet = bitcoinNetwork(BITCOIN_MAINNET_CAIP_NETWORK_ID, local.url, 'Bitcoin')
    const { adapter } = setup([regtest, mainnet])
    await adapter.connect({ connectorId })
    await expect(adapter.switchNetwork({ connectorId, network: mainnet })).rejects.toBeInstanceOf(
      ChainNotSupportedError,
    )
  })
})

describe('signMessage', () => {
  it.each([
    ['payment (P2WPKH)', 'payment'],
    ['ordinal (P2TR)', 'ordinal'],
  ] as const)('BIP-322 with the %s address verifies with bip322-js', async (_, purpose) => {
    const { connectorId } = registerTestWallet()
    const { adapter } = setup()
    await adapter.connect({ connectorId })
    const address = dev0[purpose].address
    const signature = await adapter.signMessage({ connectorId, address, message: 'Hello Portico' })
    expect(Verifier.verifySignature(address, 'Hello Portico', signature)).toBe(true)
  })

  it('behavior: a signature of the wrong length → InvalidWalletResponseError', async () => {
    const { connectorId, controls } = registerTestWallet()
    const { adapter } = setup()
    await adapter.connect({ connectorId })
    controls.setFault('wrongLengthSignature')
    await expect(
      adapter.signMessage({ connectorId, address: dev0.payment.address, message: 'x' }),
    ).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('behavior: the visitor rejects → UserRejectedRequestError', async () => {
    const { connectorId, controls } = registerTestWallet()
    const { adapter } = setup()
    await adapter.connect({ connectorId })
    controls.reject(true)
    await expect(
      adapter.signMessage({ connectorId, address: dev0.payment.address, message: 'x' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('request', () => {
  const connected = async (options: Parameters<typeof registerTestWallet>[0] = {}) => {
    const registered = registerTestWallet(options)
    const { adapter } = setup()
    await adapter.connect({ connectorId: registered.connectorId })
    const request = (method: string, params?: object) =>
      adapter.request?.({
        connectorId: registered.connectorId,
        method,
        ...(params ? { params } : {}),
      })
    return { ...registered, adapter, request }
  }

  /** A PSBT spending the first UTXO of an address on the local service to `to`. */
  const psbtFrom = async (from: string, to: string, amount: number) => {
    const utxos = (await (await fetch(`${local.url}/address/${from}/utxo`)).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    const utxo = utxos[0]
    if (!utxo) throw new Error(`no utxo for ${from}`)
    const network = bitcoin.networks.regtest
    const psbt = new bitcoin.Psbt({ network })
    const script = bitcoin.address.toOutputScript(from, network)
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, value: BigInt(utxo.value) },
    })
    psbt.addOutput({ address: to, value: BigInt(amount) })
    return psbt.toBase64()
  }

  it('signMessage: ecdsa protocol → a BIP-137 signature that verifies', async () => {
    const { request } = await connected()
    const answer = await request('signMessage', {
      account: dev0.payment.address,
      message: 'Legacy',
      protocol: 'ecdsa',
    })
    expect(answer).toMatchObject({ address: dev0.payment.address })
    const { signature } = answer as { signature: string }
    expect(atob(signature)).toHaveLength(65)
    expect(Verifier.verifySignature(dev0.payment.address, 'Legacy', signature)).toBe(true)
  })

  it('getAccountAddresses: payment and ordinal with intention', async () => {
    const { request } = await connected()
    expect(await request('getAccountAddresses')).toEqual([
      {
        address: dev0.payment.address,
        publicKey: dev0.payment.publicKeyHex,
        path: dev0.payment.path,
        intention: 'payment',
      },
      {
        address: dev0.ordinal.address,
        publicKey: dev0.ordinal.publicKeyHex,
        path: dev0.ordinal.path,
        intention: 'ordinal',
      },
    ])
  })

  it('signPsbt: both inputs signed; bitcoinjs-lib finalizes; the service accepts it', async () => {
    const { request } = await connected({ index: 1 })
    const network = bitcoin.networks.regtest
    const payment = await psbtFrom(dev1.payment.address, dev0.payment.address, 50_000_000)
    const ordinal = bitcoin.Psbt.fromBase64(
      await psbtFrom(dev1.ordinal.address, dev0.payment.address, 9_000),
      { network },
    )
    // One PSBT with the payment input (0) and the ordinal input (1).
    const combined = bitcoin.Psbt.fromBase64(payment, { network })
    const ordinalInput = ordinal.txInputs[0]
    const ordinalData = ordinal.data.inputs[0]
    if (!ordinalInput || !ordinalData?.witnessUtxo) throw new Error('ordinal input')
    combined.addInput({
      hash: ordinalInput.hash,
      index: ordinalInput.index,
      witnessUtxo: ordinalData.witnessUtxo,
    })
    combined.addOutput({ address: dev1.payment.address, value: 49_990_000n })
    const before = await balanceOf(dev0.payment.address)

    const answer = (await request('signPsbt', {
      account: dev1.payment.address,
      psbt: combined.toBase64(),
      signInputs: [
        { address: dev1.payment.address, index: 0 },
        { address: dev1.ordinal.address, index: 1 },
      ],
    })) as { psbt: string; txid?: string }
    expect(answer.txid).toBeUndefined()
    const signed = bitcoin.Psbt.fromBase64(answer.psbt, { network })
    const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
      pubkey.length === 32
        ? ecc.verifySchnorr(hash, pubkey, signature)
        : ecc.verify(hash, pubkey, signature)
    expect(signed.validateSignaturesOfAllInputs(validator)).toBe(true)
    signed.finalizeAllInputs()
    const tx = signed.extractTransaction()
    const response = await fetch(`${local.url}/tx`, { method: 'POST', body: tx.toHex() })
    expect(await response.text()).toBe(tx.getId())
    expect(await balanceOf(dev0.payment.address)).toBe((before ?? 0n) + 50_000_000n)
  })

  it('signPsbt broadcast: a wallet that only signs → the adapter broadcasts to Esplora', async () => {
    const { request } = await connected()
    const before = await balanceOf(dev1.payment.address)
    const psbt = await psbtFrom(dev0.payment.address, dev1.payment.address, 20_000_000)
    const answer = (await request('signPsbt', {
      account: dev0.payment.address,
      psbt,
      broadcast: true,
    })) as { txid: string }
    expect(answer.txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = await (await fetch(`${local.url}/tx/${answer.txid}`)).json()
    expect(tx).toMatchObject({ txid: answer.txid })
    expect(await balanceOf(dev1.payment.address)).toBe((before ?? 0n) + 20_000_000n)
  })

  it('signPsbt broadcast: a wallet that broadcasts itself → its txid, Esplora not asked', async () => {
    const { connectorId } = registerTestWallet({ index: 1, esploraUrl: local.url })
    // The dApp's Esplora URL is dead: only the wallet's own broadcast can succeed.
    const { adapter } = setup([
      bitcoinNetwork(BITCOIN_REGTEST_CAIP_NETWORK_ID, 'http://127.0.0.1:1'),
    ])
    await adapter.connect({ connectorId })
    const psbt = await psbtFrom(dev1.payment.address, dev0.ordinal.address, 1_000_000)
    const { txid } = (await adapter.request!({
      connectorId,
      method: 'signPsbt',
      params: { account: dev1.payment.address, psbt, broadcast: true },
    })) as { txid: string }
    expect((await fetch(`${local.url}/tx/${txid}`)).status).toBe(200)
  })

  it('sendTransfer: built from the UTXOs, signed by the wallet, accepted; balances move', async () => {
    const { request } = await connected({ index: 1 })
    const recipient = dev0.ordinal.address
    const beforeRecipient = await balanceOf(recipient)
    const beforeSender = await balanceOf(dev1.payment.address)
    const { txid } = (await request('sendTransfer', {
      account: dev1.payment.address,
      recipientAddress: recipient,
      amount: '123456',
    })) as { txid: string }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await balanceOf(recipient)).toBe((beforeRecipient ?? 0n) + 123_456n)
    const spent = (beforeSender ?? 0n) - ((await balanceOf(dev1.payment.address)) ?? 0n)
    expect(spent > 123_456n && spent < 123_456n + 2_000n).toBe(true)
  })

  it('sendTransfer: a recipient of another network → InvalidAddressError', async () => {
    const { request } = await connected()
    await expect(
      request('sendTransfer', {
        account: dev0.payment.address,
        recipientAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: '1000',
      }),
    ).rejects.toMatchObject({ name: 'InvalidAddressError' })
  })

  it('bad PSBT in the params → InvalidRequestParamsError, the wallet not asked', async () => {
    const { request, controls } = await connected()
    controls.setAutoApprove(false)
    await expect(
      request('signPsbt', { account: dev0.payment.address, psbt: 'bm90IGEgcHNidA==' }),
    ).rejects.toBeInstanceOf(InvalidRequestParamsError)
    expect(controls.pendingRequests()).toEqual([])
  })

  it('the wallet answers bytes that are no PSBT → InvalidWalletResponseError', async () => {
    const { request, controls } = await connected()
    controls.setFault('invalidPsbt')
    const psbt = await psbtFrom(dev0.payment.address, dev1.payment.address, 1_000)
    await expect(
      request('signPsbt', { account: dev0.payment.address, psbt }),
    ).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('behavior: the visitor rejects signPsbt → UserRejectedRequestError', async () => {
    const { request, controls } = await connected()
    const psbt = await psbtFrom(dev0.payment.address, dev1.payment.address, 1_000)
    controls.reject(true)
    await expect(
      request('signPsbt', { account: dev0.payment.address, psbt }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it.each([
    ['unknown method', 'eth_sendTransaction', {}, MethodNotAllowedError],
    ['signMessage without message', 'signMessage', { account: 'x' }, InvalidRequestParamsError],
    [
      'amount not sats',
      'sendTransfer',
      { account: 'x', recipientAddress: 'y', amount: '1.5' },
      InvalidRequestParamsError,
    ],
  ] as const)('%s', async (_, method, params, errorClass) => {
    const { request } = await connected()
    await expect(request(method, params)).rejects.toBeInstanceOf(errorClass)
  })
})

describe('getBalance', () => {
  it('default: the funded dev ordinal address holds its 10 000 sats (8 decimals, BTC)', async () => {
    const fresh = await startLocalBitcoin({ port: 0 })
    try {
      const network = bitcoinNetwork(BITCOIN_REGTEST_CAIP_NETWORK_ID, fresh.url)
      const { adapter } = setup([network])
      expect(await adapter.getBalance?.({ address: dev1.payment.address, network })).toEqual({
        value: 300_000_000n,
        decimals: 8,
        symbol: 'BTC',
      })
      expect((await adapter.getBalance?.({ address: dev1.ordinal.address, network }))?.value).toBe(
        10_000n,
      )
    } finally {
      await fresh.stop()
    }
  })

  it('behavior: an address of another network → InvalidAddressError', async () => {
    await expect(
      setup().adapter.getBalance?.({
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        network: regtest,
      }),
    ).rejects.toMatchObject({ name: 'InvalidAddressError' })
  })

  it('behavior: the service is down → BalanceUnavailableError', async () => {
    const stopped = await startLocalBitcoin({ port: 0 })
    await stopped.stop()
    const network = bitcoinNetwork(BITCOIN_REGTEST_CAIP_NETWORK_ID, stopped.url)
    await expect(
      setup([network]).adapter.getBalance?.({ address: dev0.payment.address, network }),
    ).rejects.toMatchObject({ name: 'BalanceUnavailableError' })
  }, 10_000)
})
