import { defineNetwork } from '@portico/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkImage } from './NetworkImage.tsx'

afterEach(cleanup)

const ICON = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const network = (id: number, name: string, assets?: { imageUrl?: string; imageId?: string }) =>
  defineNetwork({
    id,
    name,
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    ...(assets ? { assets } : {}),
  })

const hueOf = (element: HTMLElement) => element.style.getPropertyValue('--portico-network-hue')

describe('NetworkImage', () => {
  it('default: without an icon, a drawn placeholder (initial on the network hue), no <img>', () => {
    const { container } = render(<NetworkImage network={network(31337, 'Portico Local')} />)
    const frame = screen.getByTestId('network-image')
    expect(container.querySelector('img')).toBeNull()
    expect(frame.textContent).toBe('P')
    expect(screen.getByTestId('wallet-image').dataset.state).toBe('failed')
    expect(Number(hueOf(frame))).toBeGreaterThanOrEqual(0)
    expect(Number(hueOf(frame))).toBeLessThan(360)
  })

  it('parameters: the imageUrl the dApp configured is shown once loaded', () => {
    const { container } = render(
      <NetworkImage network={network(1, 'Ethereum', { imageUrl: ICON })} />,
    )
    const image = container.querySelector('img')
    if (!image) throw new Error('no img')
    expect(image.getAttribute('src')).toBe(ICON)
    fireEvent.load(image)
    expect(screen.getByTestId('wallet-image').dataset.state).toBe('loaded')
  })

  it.each([
    ['an imageId only (no asset host is configured for it)', { imageId: 'eth-icon' }],
    ['an unsafe URL', { imageUrl: 'javascript:alert(1)' }],
  ])('parameters: %s → the placeholder, nothing fetched', (_case, assets) => {
    const { container } = render(<NetworkImage network={network(1, 'Ethereum', assets)} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('network-image').textContent).toBe('E')
  })

  it('behavior: the hue follows the CAIP-2 id: stable per network, different between two', () => {
    render(
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
