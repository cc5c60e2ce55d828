import { createConfig, memoryStorage, PAY_UNKNOWN_MESSAGE, type PayResult } from '@portico/core'
import {
  compilePorticoToken,
  DEV_ACCOUNTS,
  type DevnetToken,
  deployTokens,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import { evmAdapter } from '@portico/evm'
import { startRpcProxy } from '@portico/test-utils/startRpcProxy'
import { type InstallTestWalletReturnType, installTestWallet } from '@portico/test-wallet'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hash,
  http,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../button/ConnectButton.tsx'
import { usePay } from '../../hooks/usePay.ts'
import { PorticoProvider } from '../../provider/PorticoProvider.tsx'
import { anvilNetworks } from '../../test/anvilNetworks.ts'
import { type DirectoryServer, startDirectoryServer } from '../../test/startDirectoryServer.ts'

// Pay from the wallet on real chains: two anvil nodes (PUSD deployed on the first), the EVM
// adapter, and the dev test wallet (a real EIP-1193 wallet signing with anvil's first key). The
// payment is read back from anvil: the receipt's Transfer log and the recipient's balance.
let chains: TestAnvil[] = []
let pusd: DevnetToken
let directory: DirectoryServer
let wallet: InstallTestWalletReturnType | undefined

beforeAll(async () => {
  chains = await Promise.all([
    startTestAnvil({ chainId: 31337, uniswap: false }),
    startTestAnvil({ chainId: 31338, uniswap: false }),
  ])
  const { artifact } = await compilePorticoToken()
  const [first] = await deployTokens({ chainId: 31337, rpcUrl: chains[0]?.rpcUrl ?? '', artifact })
  if (!first) throw new Error('PUSD was not deployed')
  pusd = first
  directory = await startDirectoryServer()
}, 60_000)

afterAll(async () => {
  await Promise.all([...chains.map((chain) => chain.stop()), directory?.stop()])
})

afterEach(async () => {
  cleanup()
  wallet?.uninstall()
  localStorage.clear()
  await (
    globalThis as { happyDOM?: { waitUntilComplete(): Promise<void> } }
  ).happyDOM?.waitUntilComplete()
})

const networks = () => anvilNetworks(chains)

const client = () => createPublicClient({ transport: http(chains[0]?.rpcUrl) })

function PayButton({ request }: { request: { recipient: string; amount: string; asset: string } }) {
  const { pay, status, result, error } = usePay()
  return (
    <>
      <button
        type="button"
        onClick={() => pay({ ...request, network: 'eip155:31337' }).catch(() => undefined)}
      >
        Pay
      </button>
      <output data-testid="status">{status}</output>
      <output data-testid="hash">{result?.txHash}</output>
      <output data-testid="error">{error?.name}</output>
    </>
  )
}

/**
 * The kit on the two chains, the wallet starting on the second; the page has a Pay button.
 * `kitRpcUrl`: where the kit (not the wallet) reads the first chain.
 */
function renderKit(
  request: { recipient: string; amount: string; asset: string },
  kitRpcUrl?: string,
) {
  const [anvilOne, two] = networks()
  const one = kitRpcUrl ? { ...anvilOne, rpcUrls: { default: { http: [kitRpcUrl] } } } : anvilOne
  wallet = installTestWallet({
    privateKey: DEV_ACCOUNTS[0].privateKey,
    chains: [
      { id: 31338, rpcUrl: chains[1]?.rpcUrl ?? '' },
      { id: 31337, rpcUrl: chains[0]?.rpcUrl ?? '' },
    ],
    announce: true,
  })
  const config = createConfig({
    projectId: 'portico-test',
    apiUrl: directory.url,
    networks: [two, one],
    // The stand-in server serves the directory only, no RPC gateway: reads go to the chain.
    adapters: [evmAdapter({ injected: false, rpcGateway: false })],
    storage: memoryStorage(),
    features: { pay: true },
  })
  const user = userEvent.setup()
  render(
    <PorticoProvider config={config}>
      <ConnectButton />
      <PayButton request={request} />
    </PorticoProvider>,
  )
  const shadow = () => document.querySelector('portico-modal')?.shadowRoot as unknown as HTMLElement
  const modal = () => within(shadow())
  return { config, user, modal, shadow }
}

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('Pay view on a real chain', () => {
  it('behavior: not connected → Connect (wallets only) → back to Pay → the wallet switches to Anvil One and pays 5 PUSD; the receipt moves exactly that to the recipient', async () => {
    const recipient = freshAddress()
    const { config, user, modal } = renderKit({ recipient, amount: '5', asset: pusd.address })
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(modal().getByTestId('pay-amount').textContent).toBe('5.000 PUSD'), {
      timeout: 10_000,
    })
    expect(modal().getByTestId('pay-network').textContent).toContain('Anvil One')
    expect(modal().getByTestId('pay-recipient').getAttribute('title')).toBe(recipient)
    const dialog = await modal().findByRole('dialog')
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => violation.id)).toEqual([])

    await user.click(modal().getByRole('button', { name: 'Connect a wallet to pay' }))
    expect(modal().queryByRole('form', { name: 'Sign in with e-mail' })).toBeNull()
    await user.click(await modal().findByRole('button', { name: /Test Wallet/ }))
    // Connected from the Pay flow: back on Pay, the wallet on the other chain.
    await user.click(
      await modal().findByRole(
        'button',
        { name: 'Switch to Anvil One and pay' },
        { timeout: 10_000 },
      ),
    )
    await waitFor(
      () => expect(modal().getByTestId('pay-status').textContent).toContain('Payment confirmed'),
      {
        timeout: 15_000,
      },
    )
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('success'))
    const hash = screen.getByTestId('hash').textContent as Hash
    expect(config.stores.pay.getState().result).toEqual<PayResult>({
      txHash: hash,
      network: 'eip155:31337',
      from: DEV_ACCOUNTS[0].address,
      method: 'wallet',
    })
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    expect(
      transfers.map(({ address, args }) => ({ address: address.toLowerCase(), ...args })),
    ).toEqual([
      {
        address: pusd.address.toLowerCase(),
        from: DEV_ACCOUNTS[0].address,
        to: recipient,
        value: parseUnits('5', 6),
      },
    ])
    expect(
      await client().readContract({
        abi: erc20Abi,
        address: pusd.address,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseUnits('5', 6))
  }, 60_000)

  it('behavior: the wallet refuses → pay rejects with UserRejectedRequestError, the view says why, nothing is sent', async () => {
    const recipient = freshAddress()
    const { config, user, modal } = renderKit({ recipient, amount: '0.001', asset: 'native' })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(await modal().findByRole('button', { name: /Test Wallet/ }))
    await screen.findByRole('button', { name: /0xf3…b92266/ }, { timeout: 10_000 })

    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await modal().findByRole('button', { name: 'Switch to Anvil One and pay' }, { timeout: 10_000 })
    // Switch first, so that the refusal is the payment's.
    wallet?.provider.testControls.setChain(31337)
    const pay = await modal().findByRole(
      'button',
      { name: 'Pay 0.001 ETH from wallet' },
      { timeout: 10_000 },
    )
    wallet?.provider.testControls.reject(true)
    await user.click(pay)
    await waitFor(
      () => expect(screen.getByTestId('error').textContent).toBe('UserRejectedRequestError'),
      {
        timeout: 10_000,
      },
    )
    expect(within(modal().getByRole('alert')).getByText('User rejected the request')).toBeTruthy()
    expect(config.stores.pay.getState().status).toBe('failed')
    expect(await client().getBalance({ address: recipient })).toBe(0n)
  }, 60_000)

  it('behavior: the network stops answering once the wallet sent → "Payment not confirmed yet"; Check again confirms the same transaction, paid once', async () => {
    // The kit reads the chain through a proxy that can answer 503 (the fault); the wallet
    // sends straight to anvil, so the payment really lands while the kit cannot see it.
    const proxy = await startRpcProxy(chains[0]?.rpcUrl ?? '')
    try {
      const recipient = freshAddress()
      const { user, modal } = renderKit({ recipient, amount: '0.001', asset: 'native' }, proxy.url)
      await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
      await user.click(await modal().findByRole('button', { name: /Test Wallet/ }))
      await screen.findByRole('button', { name: /0xf3…b92266/ }, { timeout: 10_000 })
      wallet?.provider.testControls.setChain(31337)
      await user.click(screen.getByRole('button', { name: 'Pay' }))
      const pay = await modal().findByRole(
        'button',
        { name: 'Pay 0.001 ETH from wallet' },
        { timeout: 10_000 },
      )
      proxy.setUnavailable(true)
      await user.click(pay)
      await waitFor(
        () =>
          expect(modal().getByTestId('pay-status').textContent).toContain(
            'Payment not confirmed yet',
          ),
        { timeout: 15_000 },
      )
      expect(modal().getByRole('alert').textContent).toBe(PAY_UNKNOWN_MESSAGE)
      expect(screen.getByTestId('status').textContent).toBe('pending')

      proxy.setUnavailable(false)
      await user.click(modal().getByRole('button', { name: 'Check again' }))
      await waitFor(
        () => expect(modal().getByTestId('pay-status').textContent).toContain('Payment confirmed'),
        { timeout: 15_000 },
      )
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('success'))
      // Paid once: a second send would have doubled it.
      expect(await client().getBalance({ address: recipient })).toBe(parseUnits('0.001', 18))
    } finally {
      await proxy.close()
    }
  }, 60_000)
})
