import { describe, expect, it } from 'vitest'
import { isSupportedLocale, localeDirection, resolveLocale, SUPPORTED_LOCALES } from './locales.ts'

describe('resolveLocale', () => {
  it('takes the first preferred language the kit speaks', () => {
    expect(resolveLocale(['nl-NL', 'fr-CA', 'de'])).toBe('fr')
  })

  it('prefers an exact regional tag, case-insensitively', () => {
    expect(resolveLocale(['PT-br'])).toBe('pt-BR')
    expect(resolveLocale(['zh-CN'])).toBe('zh-CN')
  })

  it('maps another region of a language to the one the kit has', () => {
    expect(resolveLocale(['pt-PT'])).toBe('pt-BR')
    expect(resolveLocale(['zh-TW'])).toBe('zh-CN')
    expect(resolveLocale(['es-419'])).toBe('es')
    expect(resolveLocale(['ar-EG'])).toBe('ar')
  })

  it('falls back to English', () => {
    expect(resolveLocale([])).toBe('en')
    expect(resolveLocale(['nl', 'sv-SE'])).toBe('en')
  })
})

describe('locales', () => {
  it('lists thirteen distinct languages, English first', () => {
    expect(SUPPORTED_LOCALES[0]).toBe('en')
    expect(new Set(SUPPORTED_LOCALES.map((tag) => tag.split('-')[0])).size).toBe(13)
  })

  it('writes Arabic right to left and the rest left to right', () => {
    expect(SUPPORTED_LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar'])
  })

  it('knows its own tags only', () => {
    expect(isSupportedLocale('ja')).toBe(true)
    expect(isSupportedLocale('pt')).toBe(false)
  })
})
