import { describe, expect, it } from 'vitest'
import { parseProviderDetail } from './providerDetailSchema.ts'

const provider = { request: async () => null }
const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Example Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'com.example.wallet',
}

describe('parseProviderDetail', () => {
  it('valid detail → success with the same provider object', () => {
    const result = parseProviderDetail({ info, provider })
    expect(result.success).toBe(true)
    if (result.success) {
      expect(result.detail.info).toEqual(info)
      expect(result.detail.provider).toBe(provider)
    }
  })

  it('https icon is accepted', () => {
    expect(
      parseProviderDetail({ info: { ...info, icon: 'https://example.com/i.png' }, provider })
        .success,
    ).toBe(true)
  })

  it('name is trimmed', () => {
    const result = parseProviderDetail({ info: { ...info, name: '  Padded  ' }, provider })
    expect(result.success && result.detail.info.name).toBe('Padded')
  })

  it.each([
    ['detail missing', undefined],
    ['detail null', null],
    ['info missing', { provider }],
    ['provider missing', { info }],
    ['provider a string', { info, provider: 'window.ethereum' }],
    ['provider without request', { info, provider: { send: () => null } }],
    ['javascript: icon', { info: { ...info, icon: 'javascript:alert(1)' }, provider }],
    ['http icon', { info: { ...info, icon: 'http://example.com/i.png' }, provider }],
    [
      'data: icon that is not an image',
      { info: { ...info, icon: 'data:text/html,<b>' }, provider },
    ],
    ['empty name', { info: { ...info, name: '   ' }, provider }],
    ['huge name', { info: { ...info, name: 'x'.repeat(101) }, provider }],
    ['rdns without a dot', { info: { ...info, rdns: 'wallet' }, provider }],
    ['rdns with spaces', { info: { ...info, rdns: 'com.example wallet' }, provider }],
    ['uuid a number', { info: { ...info, uuid: 7 }, provider }],
  ])('%s → failure with a reason', (_, detail) => {
    const result = parseProviderDetail(detail)
    expect(result.success).toBe(false)
    if (!result.success) expect(result.reason).not.toBe('')
  })

  it('a detail whose getter throws → failure, no throw', () => {
    const hostile = {
      provider,
      get info(): never {
        throw new Error('gotcha')
      },
    }
    const result = parseProviderDetail(hostile)
    expect(result).toEqual({ success: false, reason: expect.stringContaining('gotcha') })
  })
})
