import { defineNetwork } from '@portico/core'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../context/PorticoContext.ts'
import { NetworkImage } from './NetworkImage.tsx'

afterEach(cleanup)

// http URLs: happy-dom never loads them, so each test says when one loads or fails.
const ICON = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='
const config = createTestConfig({ apiUrl: 'http://127.0.0.1:8787' })
const served = (id: string) => config.api.directory.getAssetImageUrl(id)
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const network = (id: number, name: string, assets?: { imageUrl?: string; imageId?: string }) =>
  defineNetwork({
    id,
    name,
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    ...(assets ? { assets } : {}),
  })

const renderIn = (ui: ReactNode) =>
  render(<PorticoContext.Provider value={config}>{ui}</PorticoContext.Provider>)
const hueOf = (element: HTMLElement) => element.style.getPropertyValue('--portico-network-hue')
const frame = () => screen.getByTestId('wallet-image')
const img = (container: HTMLElement) => container.querySelector('img')

describe('NetworkImage', () => {
  it('default: no icon configured → the server’s image by CAIP-2 id, the placeholder until then', () => {
    const { container } = renderIn(<NetworkImage network={network(31337, 'Portico Local')} />)
    expect(img(container)?.getAttribute('src')).toBe(served('eip155:31337'))
    expect(served('eip155:31337')).toMatch(/\/public\/getAssetImage\/eip155%3A31337\?projectId=/)
    expect(frame().dataset.state).toBe('loading')
    expect(screen.getByTestId('network-image').textContent).toBe('P')
    fireEvent.load(img(container)!)
    expect(frame().dataset.state).toBe('loaded')
  })

  it('behavior: the server has no image → the drawn placeholder (initial on the network hue)', () => {
    const { container } = renderIn(<NetworkImage network={network(31337, 'Portico Local')} />)
    fireEvent.error(img(container)!)
    const networkFrame = screen.getByTestId('network-image')
    expect(img(container)).toBeNull()
    expect(networkFrame.textContent).toBe('P')
    expect(frame().dataset.state).toBe('failed')
    expect(Number(hueOf(networkFrame))).toBeGreaterThanOrEqual(0)
    expect(Number(hueOf(networkFrame))).toBeLessThan(360)
  })

  it('parameters: an imageId → the server’s image by it, then by CAIP-2 id, then the placeholder', () => {
    const { container } = renderIn(
      <NetworkImage network={network(1, 'Ethereum', { imageId: 'ba0ba0cd-17c6' })} />,
    )
    expect(img(container)?.getAttribute('src')).toBe(served('ba0ba0cd-17c6'))
    fireEvent.error(img(container)!)
    expect(img(container)?.getAttribute('src')).toBe(served('eip155:1'))
    fireEvent.error(img(container)!)
    expect(img(container)).toBeNull()
    expect(screen.getByTestId('network-image').textContent).toBe('E')
  })

  it('parameters: the imageUrl the dApp configured wins, and its failure asks the server nothing', () => {
    const { container } = renderIn(
      <NetworkImage network={network(1, 'Ethereum', { imageUrl: ICON, imageId: 'eth' })} />,
    )
    expect(img(container)?.getAttribute('src')).toBe(ICON)
    fireEvent.load(img(container)!)
    expect(frame().dataset.state).toBe('loaded')

    cleanup()
    const again = renderIn(<NetworkImage network={network(1, 'Ethereum', { imageUrl: ICON })} />)
    fireEvent.error(img(again.container)!)
    expect(img(again.container)).toBeNull()
    expect(screen.getByTestId('network-image').textContent).toBe('E')
  })

  it('parameters: an unsafe imageUrl → the placeholder, nothing fetched', () => {
    const { container } = renderIn(
      <NetworkImage network={network(1, 'Ethereum', { imageUrl: 'javascript:alert(1)' })} />,
    )
    expect(img(container)).toBeNull()
    expect(screen.getByTestId('network-image').textContent).toBe('E')
  })

  it('behavior: the hue follows the CAIP-2 id: stable per network, different between two', () => {
    renderIn(
      <>
        <NetworkImage network={network(31337, 'Local')} />
        <NetworkImage network={network(31338, 'Local')} />
        <NetworkImage network={network(31337, 'Renamed')} />
      </>,
    )
    const [first, second, same] = screen.getAllByTestId('network-image').map(hueOf)
    expect(first).not.toBe(second)
    expect(same).toBe(first)
  })
})
