import { describe, expect, it } from 'vitest'
import { englishLeft } from './englishLeft.ts'

function page(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('englishLeft', () => {
  it('finds an English message in text or a label, arguments matching anything', () => {
    const root = page(
      '<button>Load more</button><button aria-label="Network: Portico Local, switch network"></button>',
    )
    expect(englishLeft(root, 'de', ['account'])).toEqual([
      'account.activity.loadMore: "Load more"',
      'account.network: "Network: Portico Local, switch network"',
      'account.networkSwitch: "Network: Portico Local, switch network"',
    ])
  })

  it('passes translated text, and English the locale keeps as it is', () => {
    const root = page('<button>Mehr laden</button><span>NFTs</span><p title="Ordinals">x</p>')
    expect(englishLeft(root, 'de', ['account'])).toEqual([])
  })
})
