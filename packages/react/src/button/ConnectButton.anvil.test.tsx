import { createConfig, memoryStorage } from '@portico/core'
import { DEV_ACCOUNTS, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { evmAdapter } from '@portico/evm'
import { type InstallTestWalletReturnType, installTestWallet } from '@portico/test-wallet'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useSignMessage } from '../hooks/useSignMessage.ts'
import { PorticoProvider } from '../provider/PorticoProvider.tsx'
import { anvilNetworks } from '../test/anvilNetworks.ts'
import { type DirectoryServer, startDirectoryServer } from '../test/startDirectoryServer.ts'
import { ConnectButton } from './ConnectButton.tsx'

// The whole kit on real chains: two anvil nodes, the EVM adapter, and the dev test wallet (a
// real EIP-1193 wallet signing with anvil's first key), announced by EIP-6963 in the page.
let chains: TestAnvil[] = []
let directory: DirectoryServer
let wallet: InstallTestWalletReturnType | undefined

beforeAll(async () => {
  chains = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    startTestAnvil({ chainId: 31338 }),
  ])
  directory = await startDirectoryServer()
}, 20_000)

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

function SignButton() {
  const { signMessage, data } = useSignMessage()
  return (
    <>
      <button type="button" onClick={() => signMessage({ message: 'Hello from Portico' })}>
        Sign
      </button>
      <output data-testid="signature">{data}</output>
    </>
  )
}

describe('ConnectButton on a real chain', () => {
  it('behavior: connect, real balance, switch network, sign', async () => {
    const [one, two] = networks()
    wallet = installTestWallet({
      privateKey: DEV_ACCOUNTS[0].privateKey,
      chains: chains.map((chain, index) => ({ id: 31337 + index, rpcUrl: chain.rpcUrl })),
      announce: true,
    })
    const config = createConfig({
      projectId: 'portico-test',
      apiUrl: directory.url,
      networks: [one, two],
      // This stand-in server serves the directory only, no RPC gateway: the balance is read from
      // the chain's own URL (the gateway has tests of its own in @portico/evm).
      adapters: [evmAdapter({ injected: false, rpcGateway: false })],
      storage: memoryStorage(),
    })
    const user = userEvent.setup()
    render(
      <PorticoProvider config={config}>
        <ConnectButton />
        <SignButton />
      </PorticoProvider>,
    )

    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const shadow = () =>
      document.querySelector('portico-modal')?.shadowRoot as unknown as HTMLElement
    await waitFor(() => expect(shadow()).toBeTruthy())
    await user.click(await within(shadow()).findByRole('button', { name: /Test Wallet/ }))

    // anvil funds its dev accounts with 10 000 ETH.
    const button = await screen.findByRole('button', { name: /0xf3…b92266/ }, { timeout: 5_000 })
    await waitFor(() => expect(button.textContent).toContain('10000.00 ETH'), { timeout: 5_000 })

    await user.click(button)
    await user.click(await within(shadow()).findByRole('button', { name: /Network: Anvil One/ }))
    await user.click(await within(shadow()).findByRole('button', { name: 'Anvil Two' }))
    await within(shadow()).findByRole('button', { name: /Network: Anvil Two/ }, { timeout: 5_000 })
    expect(config.stores.network.getState().namespaces.eip155?.caipNetwork?.id).toBe(31338)

    await user.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() =>
      expect(screen.getByTestId('signature').textContent).toMatch(/^0x[0-9a-f]{130}$/),
    )
    const signature = screen.getByTestId('signature').textContent as `0x${string}`
    expect(
      await verifyMessage({
        address: DEV_ACCOUNTS[0].address,
        message: 'Hello from Portico',
        signature,
      }),
    ).toBe(true)
  }, 20_000)
})
