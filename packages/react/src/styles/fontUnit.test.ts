import { afterEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module: the registration's outcome is remembered per page. */
const loadFontUnit = async () => {
  vi.resetModules()
  return import('./fontUnit.ts')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('registerFontUnit', () => {
  it('behavior: registers the unit once, as an inherited length of 1px, and says so every time', async () => {
    const registerProperty = vi.fn()
    vi.stubGlobal('CSS', { registerProperty })
    const { FONT_UNIT_PROPERTY, registerFontUnit } = await loadFontUnit()
    expect(registerFontUnit()).toBe(true)
    expect(registerFontUnit()).toBe(true)
    expect(registerProperty).toHaveBeenCalledOnce()
    expect(registerProperty).toHaveBeenCalledWith({
      name: FONT_UNIT_PROPERTY,
      syntax: '<length>',
      inherits: true,
      initialValue: '1px',
    })
  })

  it('edge: a page that registered the name first makes it false, and it is not tried again', async () => {
    const registerProperty = vi.fn(() => {
      throw new DOMException(
        'The name provided has already been registered.',
        'InvalidModificationError',
      )
    })
    vi.stubGlobal('CSS', { registerProperty })
    const { registerFontUnit } = await loadFontUnit()
    expect(registerFontUnit()).toBe(false)
    expect(registerFontUnit()).toBe(false)
    expect(registerProperty).toHaveBeenCalledOnce()
  })

  it('edge: false without CSS.registerProperty (a server, an old browser)', async () => {
    vi.stubGlobal('CSS', undefined)
    expect((await loadFontUnit()).registerFontUnit()).toBe(false)
    vi.stubGlobal('CSS', {})
    expect((await loadFontUnit()).registerFontUnit()).toBe(false)
  })
})

describe('visitorFontUnit', () => {
  const rootWithFontSize = (fontSize: string) => {
    const host = document.createElement('div')
    host.style.fontSize = fontSize
    document.body.append(host)
    return host.attachShadow({ mode: 'open' })
  }

  it("behavior: a sixteenth of the host's font size", async () => {
    const { visitorFontUnit } = await loadFontUnit()
    expect(visitorFontUnit(rootWithFontSize('16px'))).toBe('1px')
    expect(visitorFontUnit(rootWithFontSize('24px'))).toBe('1.5px')
  })

  it('edge: a host without a font size keeps the designed sizes', async () => {
    const { visitorFontUnit } = await loadFontUnit()
    const host = document.createElement('div')
    expect(visitorFontUnit(host.attachShadow({ mode: 'open' }))).toBe('1px')
  })
})
