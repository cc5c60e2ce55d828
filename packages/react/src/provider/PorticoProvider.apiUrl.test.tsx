import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'

// A deployed page that forgot `apiUrl`: the kit must not call the visitor's own 127.0.0.1, and
// the page must keep working, the missing option shown where the kit shows its errors.

const happyDOM = (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
const testPage = window.location.href

afterEach(async () => {
  await cleanupKits()
  happyDOM.setURL(testPage)
  vi.restoreAllMocks()
})

describe('PorticoProvider: apiUrl', () => {
  it('error: on a deployed page without apiUrl the page works and the modal names the option', async () => {
    happyDOM.setURL('https://dapp.example/')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // Records any server call the kit makes (there must be none).
    const calls: string[] = []
    const fetch = async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return new Response('{}')
    }
    const kit = await renderKit({ options: { apiUrl: undefined, fetch } })

    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('dialog')
    const banner = await kit.modal().findByRole('alert')
    expect(banner.textContent).toContain('Missing option: apiUrl')
    expect(banner.textContent).toContain("Set apiUrl in createConfig to your Portico server's URL")
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[portico\] Missing option: apiUrl\./),
    )
    expect(calls).toEqual([])
    expect(kit.directory.requests).toEqual([])
  })
})
