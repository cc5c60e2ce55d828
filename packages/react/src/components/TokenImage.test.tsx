import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../context/PorticoContext.ts'
import { TokenImage } from './TokenImage.tsx'

afterEach(cleanup)

// http URLs: happy-dom never loads them, so each test says when one loads or fails.
const API_URL = 'http://127.0.0.1:8787'
const OWN_ICON = 'https://tokens.example/usdc.svg'
const config = createTestConfig({ apiUrl: API_URL })
const servedUsdc = config.api.directory.getTokenImageUrl('USDC')

function renderIn(ui: ReactNode, kitConfig = config) {
  return render(<PorticoContext.Provider value={kitConfig}>{ui}</PorticoContext.Provider>)
}
const frame = () => screen.getByTestId('wallet-image')
const img = (container: HTMLElement) => container.querySelector('img')

describe('TokenImage', () => {
  it('default: the server image for the symbol, the placeholder until it loads', () => {
    const { container } = renderIn(<TokenImage symbol="USDC" />)
    expect(servedUsdc).toBe(
      `${API_URL}/public/getTokenImage/USDC?projectId=test-project&st=portico&sv=1.7.16`,
    )
    expect(img(container)?.getAttribute('src')).toBe(servedUsdc)
    expect(frame().dataset.state).toBe('loading')
    expect(frame().textContent).toBe('U')
    fireEvent.load(img(container)!)
    expect(frame().dataset.state).toBe('loaded')
  })

  it('parameters: src → the token’s own icon first', () => {
    const { container } = renderIn(<TokenImage symbol="USDC" src={OWN_ICON} />)
    expect(img(container)?.getAttribute('src')).toBe(OWN_ICON)
  })

  it('behavior: own icon fails → the server image, then the placeholder when that fails too', () => {
    const { container } = renderIn(<TokenImage symbol="USDC" src={OWN_ICON} size={36} />)
    fireEvent.error(img(container)!)
    expect(img(container)?.getAttribute('src')).toBe(servedUsdc)
    expect(frame().dataset.state).toBe('loading')

    fireEvent.error(img(container)!)
    expect(img(container)).toBeNull()
    expect(frame().dataset.state).toBe('failed')
    expect(frame().textContent).toBe('U')
    // The same box throughout: the placeholder takes the image's size.
    expect(frame().style.width).toBe('36px')
  })

  it('behavior: a server image that loads after the own icon failed stays (no retry loop)', () => {
    const { container } = renderIn(<TokenImage symbol="USDC" src={OWN_ICON} />)
    fireEvent.error(img(container)!)
    fireEvent.load(img(container)!)
    expect(frame().dataset.state).toBe('loaded')
    expect(img(container)?.getAttribute('src')).toBe(servedUsdc)
  })

  it('parameters: an unsafe src is skipped for the server image', () => {
    const { container } = renderIn(<TokenImage symbol="DAI" src="javascript:alert(1)" />)
    expect(img(container)?.getAttribute('src')).toBe(config.api.directory.getTokenImageUrl('DAI'))
  })

  it('parameters: no server URL (a deployed page without apiUrl) → the placeholder', () => {
    // What createDirectoryApi answers without a server URL (its own test covers that).
    const directory = { ...config.api.directory, getTokenImageUrl: () => undefined }
    const serverless = { ...config, api: { ...config.api, directory } }
    const { container } = renderIn(<TokenImage symbol="PUSD" />, serverless)
    expect(img(container)).toBeNull()
    expect(frame().dataset.state).toBe('failed')
    expect(frame().textContent).toBe('P')
  })

  it('parameters: an empty symbol → the name’s initial, no server lookup', () => {
    const { container } = renderIn(<TokenImage symbol="" name="Mystery token" />)
    expect(img(container)).toBeNull()
    expect(frame().textContent).toBe('M')
  })
})
