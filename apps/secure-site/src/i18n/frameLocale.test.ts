import { SUPPORTED_LOCALES } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { frameLocale } from './frameLocale.ts'

describe('frameLocale', () => {
  test.each(SUPPORTED_LOCALES)('default: the kit’s locale %s is kept', (locale) => {
    expect(frameLocale(locale)).toBe(locale)
  })

  // Whatever a hostile page sends: only one of the kit's tags is ever used, never its text.
  test.each([
    undefined,
    null,
    7,
    ['ar'],
    { toString: () => 'ar' },
    '',
    'AR',
    'ar-EG',
    'pt',
    'zh',
    '__proto__',
    'constructor',
    'hasOwnProperty',
    'ar"><img src=x onerror=alert(1)>',
    'en\u202e',
    ' ar',
    '../compiled/ar',
  ])('hostile: %j is English', (value) => {
    expect(frameLocale(value)).toBe('en')
  })
})
