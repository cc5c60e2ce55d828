import { createConfig, memoryStorage, openModal } from '@portico/core'
import { localNetwork } from '@portico/test-utils/networks'
import { render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { cleanupKits, startTrackedDirectory } from '../test/renderKit.tsx'
import { PorticoProvider } from './PorticoProvider.tsx'

afterEach(cleanupKits)

async function setup() {
  const directory = await startTrackedDirectory()
  const adapter = createTestAdapter()
  const stops = vi.fn()
  const setup = adapter.setup
  const setups = vi.fn((parameters: Parameters<typeof setup>[0]) => {
    const stop = setup(parameters)
    return () => {
      stops()
      stop()
    }
  })
  adapter.setup = setups
  const config = createConfig({
    projectId: 'portico-test',
    apiUrl: directory.url,
    networks: [localNetwork],
    adapters: [adapter],
    storage: memoryStorage(),
  })
  return { config, setups, stops }
}

describe('PorticoProvider', () => {
  it('default: renders its children and starts the config', async () => {
    const { config, setups } = await setup()
    render(<PorticoProvider config={config}>page</PorticoProvider>)

    expect(screen.getByText('page')).toBeTruthy()
    await waitFor(() => expect(setups).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(1))
  })

  it('behavior: unmounting stops the config', async () => {
    const { config, setups, stops } = await setup()
    const view = render(<PorticoProvider config={config}>page</PorticoProvider>)
    await waitFor(() => expect(setups).toHaveBeenCalledTimes(1))

    view.unmount()
    expect(stops).toHaveBeenCalledTimes(1)
  })

  it('behavior: in strict mode, every start is matched by a stop', async () => {
    const { config, setups, stops } = await setup()
    const view = render(
      <StrictMode>
        <PorticoProvider config={config}>page</PorticoProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(setups).toHaveBeenCalled())
    expect(stops).toHaveBeenCalledTimes(setups.mock.calls.length - 1)

    view.unmount()
    expect(stops).toHaveBeenCalledTimes(setups.mock.calls.length)
  })

  it('behavior: adds nothing to the page as it renders (the closed modal mounts once the page is idle)', async () => {
    const { config } = await setup()
    render(<PorticoProvider config={config}>page</PorticoProvider>)
    expect(document.querySelector('portico-modal')).toBeNull()
  })

  it('bad input: two providers with one config start it once, warn, and mount one modal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config, setups, stops } = await setup()
    const view = render(
      <>
        <PorticoProvider config={config}>first</PorticoProvider>
        <PorticoProvider config={config}>
          <PorticoProvider config={config}>nested</PorticoProvider>
        </PorticoProvider>
      </>,
    )
    await waitFor(() => expect(setups).toHaveBeenCalledTimes(1))
    expect(warn.mock.calls.join('\n')).toContain('render one PorticoProvider at the root')
    expect(warn.mock.calls.join('\n')).toContain('remove the inner one')
    expect(view.container.textContent).toBe('firstnested')

    // The page keeps working: the modal opens, once.
    await openModal(config)
    await waitFor(() => expect(document.querySelectorAll('portico-modal')).toHaveLength(1))

    view.unmount()
    expect(stops).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
