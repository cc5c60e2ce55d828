import { SUPPORTED_LOCALES } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { loadedFrameI18n, loadFrameI18n } from './loadFrameI18n.ts'

describe('loadFrameI18n', () => {
  test('default: a locale’s messages, direction and tag, kept for the page once loaded', async () => {
    expect(loadedFrameI18n('ja')).toBeUndefined()
    const japanese = await loadFrameI18n('ja')
    expect(japanese.t('approve.reject')).toBe('拒否')
    expect([japanese.locale, japanese.dir]).toEqual(['ja', 'ltr'])
    expect(loadedFrameI18n('ja')).toBe(japanese)
    expect(await loadFrameI18n('ja')).toBe(japanese)
  })

  test('parameters: Arabic is right to left', async () => {
    const arabic = await loadFrameI18n('ar')
    expect(arabic.dir).toBe('rtl')
    expect(arabic.t('approve.approve')).toBe('موافقة')
  })

  test.each(SUPPORTED_LOCALES)(
    'behavior: %s has every message, none falling back to its id',
    async (locale) => {
      const { t } = await loadFrameI18n(locale)
      expect(t('approve.confirmWarning')).not.toBe('approve.confirmWarning')
      expect(t('warning.highFee', { networkFee: '0.1 ETH' })).toContain('0.1 ETH')
    },
  )

  test('behavior: plural rules follow the locale', async () => {
    expect((await loadFrameI18n('en')).t('title.sendCalls', { count: 1 })).toBe('Send 1 call')
    expect((await loadFrameI18n('en')).t('title.sendCalls', { count: 3 })).toBe('Send 3 calls')
    const { t } = await loadFrameI18n('ru')
    expect([1, 3, 5].map((count) => t('title.sendCalls', { count }))).toEqual([
      'Отправить 1 вызов',
      'Отправить 3 вызова',
      'Отправить 5 вызовов',
    ])
    expect((await loadFrameI18n('ar')).t('title.sendCalls', { count: 2 })).toBe('إرسال استدعاءين')
  })
})
