import {
  createConfig,
  memoryStorage,
  type PorticoConfig,
  setThemeMode,
  startConfig,
} from '@portico/core'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountButton } from '../button/AccountButton.tsx'
import { ConnectButton } from '../button/ConnectButton.tsx'
import { NetworkButton } from '../button/NetworkButton.tsx'
import { PorticoButton } from '../button/PorticoButton.tsx'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { cleanupKits, startTrackedDirectory } from '../test/renderKit.tsx'
import { PorticoProvider } from './PorticoProvider.tsx'

let root: Root | undefined
afterEach(async () => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  await cleanupKits()
})

async function newConfig(): Promise<PorticoConfig> {
  const directory = await startTrackedDirectory()
  return createConfig({
    projectId: 'portico-test',
    apiUrl: directory.url,
    networks: [localNetwork, localNetwork2],
    adapters: [createTestAdapter()],
    storage: memoryStorage(),
  })
}

function Page({ config }: { config: PorticoConfig }) {
  return (
    <PorticoProvider config={config}>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
      <PorticoButton>
        {({ isConnected, displayAddress }) => (
          <span data-testid="custom">{isConnected ? displayAddress : 'signed out'}</span>
        )}
      </PorticoButton>
    </PorticoProvider>
  )
}

/** Server-renders the page with one config, hydrates it with another, collects React's complaints. */
async function serverRenderThenHydrate(
  client: PorticoConfig,
): Promise<{ problems: string[]; serverButtonStyle: string | null }> {
  const server = await newConfig()
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page config={server} />)
  const serverButtonStyle =
    container.querySelector('[data-portico-network-button]')?.getAttribute('style') ?? null
  document.body.append(container)
  const problems: string[] = []
  const original = console.error
  console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '))
  try {
    await act(async () => {
      root = hydrateRoot(container, <Page config={client} />, {
        onRecoverableError: (error) => problems.push(String(error)),
      })
    })
  } finally {
    console.error = original
  }
  return { problems, serverButtonStyle }
}

describe('server rendering', () => {
  it('default: the buttons render on the server, disconnected', async () => {
    const html = renderToString(<Page config={await newConfig()} />)
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Portico Local')
    expect(html).toContain('signed out')
  })

  it('behavior: the server HTML holds no style attribute (a strict Content-Security-Policy refuses one)', async () => {
    const html = renderToString(<Page config={await newConfig()} />)
    expect(html).not.toMatch(/style=/)
  })

  it('behavior: after hydration the buttons carry their whole style, written through the DOM', async () => {
    const { problems } = await serverRenderThenHydrate(await newConfig())
    expect(problems).toEqual([])
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await waitFor(() => expect(button.style.display).toBe('inline-flex'))
    expect(button.style.height).toBe('44px')
    expect(button.style.borderRadius).toBe('14px')
  })

  it('behavior: hydrates without a mismatch, then shows the live state', async () => {
    const { problems } = await serverRenderThenHydrate(await newConfig())
    expect(problems).toEqual([])
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('behavior: a client that already knows the wallet still hydrates cleanly, then updates', async () => {
    const client = await newConfig()
    // Connected before hydration, as a page that restored its wallet before React hydrated.
    const stop = startConfig(client)
    try {
      await connectTestWallet(client)
      client.stores.modal.setState({ open: false })

      const { problems } = await serverRenderThenHydrate(client)
      expect(problems).toEqual([])
      await waitFor(() => expect(screen.getByTestId('custom').textContent).toBe('0xf3…b92266'))
      expect(screen.getAllByRole('button', { name: /0xf3…b92266/ })).toHaveLength(2)
    } finally {
      stop()
    }
  })

  it('behavior: dark on the client before hydration hydrates as the server rendered it, then turns dark', async () => {
    const client = await newConfig()
    // The server cannot know the visitor's mode; a mode the client knows must not break hydration.
    setThemeMode(client, 'dark')
    const { problems, serverButtonStyle } = await serverRenderThenHydrate(client)
    expect(problems).toEqual([])
    // The network button's colours follow the mode (the connect button's accent does not).
    const button = screen.getByRole('button', { name: /Portico Local/ })
    expect(serverButtonStyle).toBeNull()
    await waitFor(() => expect(button.style.background).toMatch(/#17191e|rgb\(23, 25, 30\)/))
  })
})
