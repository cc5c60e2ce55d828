import { describe, expect, test } from 'vitest'
import { address, amount, foreign, phraseText, translatePhrase } from './phrase.ts'
import { renderPhrase } from './renderPhrase.ts'
import { english } from './testing/englishI18n.ts'

const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('translatePhrase', () => {
  test('default: the sentence with its parts kept apart, where the language put them', () => {
    expect(
      translatePhrase(english.t, 'sentence.send', { amount: amount('1 ETH'), to: address(TO) }),
    ).toEqual(['Send ', amount('1 ETH'), ' to ', address(TO)])
  })

  test('parameters: a nested phrase is spliced in whole', () => {
    const inner = translatePhrase(english.t, 'amount.smallestUnits', { amount: amount('125') })
    expect(phraseText(translatePhrase(english.t, 'title.send', { amount: inner }))).toBe(
      'Send 125 (smallest units)',
    )
  })

  test('hostile: a plain value holding the separator cannot pose as a part', () => {
    const phrase = translatePhrase(english.t, 'warning.wouldFail', {
      reason: '\u2063reason\u2063 \u2063__proto__\u2063',
    })
    expect(phrase).toEqual(['The network says this transaction would fail: “reason __proto__”.'])
  })
})

describe('renderPhrase', () => {
  test('default: addresses and amounts in left-to-right isolates, the page’s words in a <bdi>, text never markup', () => {
    const nodes = renderPhrase(document, [
      'Send ',
      amount('1 ETH'),
      ' to ',
      address(TO),
      ' ',
      foreign('<img src=x>\u202eevil'),
    ])
    const paragraph = document.createElement('p')
    paragraph.append(...nodes)
    expect(paragraph.querySelector('span.amount')?.getAttribute('dir')).toBe('ltr')
    expect(paragraph.querySelector('span.address')?.getAttribute('dir')).toBe('ltr')
    expect(paragraph.querySelector('bdi')?.textContent).toBe('<img src=x>\u202eevil')
    expect(paragraph.querySelector('img')).toBeNull()
    expect(paragraph.textContent).toBe(`Send 1 ETH to ${TO} <img src=x>\u202eevil`)
  })
})
