import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { accountStyles } from '../views/Account/accountStyles.ts'
import { allWalletsStyles } from '../views/AllWallets/allWalletsStyles.ts'
import { connectStyles } from '../views/Connect/connectStyles.ts'
import { baseStyles } from './baseStyles.ts'
import { styleSheet } from './styleSheet.ts'
import { addStyleSheet } from './useStyleSheet.ts'

afterEach(cleanupKits)

const shadowRoot = () => document.createElement('div').attachShadow({ mode: 'open' })

describe('useStyleSheet', () => {
  it('behavior: a sheet is parsed once and adopted once per root, in the order added', () => {
    const first = styleSheet('.first { color: red; }')
    const second = styleSheet('.second { color: blue; }')
    const root = shadowRoot()
    addStyleSheet(root, first)
    addStyleSheet(root, second)
    addStyleSheet(root, first)
    expect(root.adoptedStyleSheets).toEqual([first.constructed, second.constructed])
    expect(first.constructed?.cssRules[0]?.cssText).toContain('.first')
  })

  it('behavior: without constructable sheets, one <style> per sheet', () => {
    const sheet = { cssText: '.plain { color: red; }', constructed: undefined }
    const root = shadowRoot()
    addStyleSheet(root, sheet)
    addStyleSheet(root, sheet)
    expect([...root.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '.plain { color: red; }',
    ])
  })

  it('behavior: the first open adopts the shared sheet and the Connect view’s, not other views’', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('dialog')
    const adopted = kit.host()?.shadowRoot?.adoptedStyleSheets ?? []
    expect(adopted[0]).toBe(baseStyles.constructed)
    expect(adopted).toContain(connectStyles.constructed)
    expect(adopted).not.toContain(allWalletsStyles.constructed)
    expect(adopted).not.toContain(accountStyles.constructed)
  })
})
