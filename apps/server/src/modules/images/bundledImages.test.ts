import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUNDLED_DATA_DIR } from '../../buildServer.ts'
import { BUNDLED_IMAGES_DIR } from './loadImageLibrary.ts'

// What scripts/copyImages.mjs wrote: every shipped file accounted for, safe and small.
const manifest = JSON.parse(readFileSync(join(BUNDLED_IMAGES_DIR, 'images.json'), 'utf8')) as {
  assets: Record<string, string>
  tokens: Record<string, string>
  currencies: Record<string, string>
  files: Record<string, { package: string; path: string | null; license: string }>
}
const readme = readFileSync(join(BUNDLED_IMAGES_DIR, 'README.md'), 'utf8')
const shipped = ['assets', 'tokens', 'currencies'].flatMap((kind) =>
  readdirSync(join(BUNDLED_IMAGES_DIR, kind)).map((name) => `${kind}/${name}`),
)
const networks = JSON.parse(readFileSync(join(BUNDLED_DATA_DIR, 'networks.json'), 'utf8')) as {
  caip2: string
  image_id: string | null
}[]

describe('bundled images', () => {
  it('behavior: every shipped file has its source and licence, in images.json and README.md', () => {
    expect(shipped.sort()).toEqual(Object.keys(manifest.files).sort())
    for (const [file, source] of Object.entries(manifest.files)) {
      expect(['CC0-1.0', 'MIT', 'Apache-2.0'], file).toContain(source.license)
      expect(readme, file).toContain(`| \`${file}\` |`)
    }
  })

  it('behavior: every SVG is free of scripts, handlers and references outside itself', () => {
    for (const file of shipped.filter((name) => name.endsWith('.svg'))) {
      const svg = readFileSync(join(BUNDLED_IMAGES_DIR, file), 'utf8')
      expect(svg, file).toMatch(/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/)
      expect(svg, file).not.toMatch(/<script|<foreignObject|javascript:|\son[a-z]+\s*=/i)
      expect(svg, file).not.toMatch(/href\s*=\s*["'](?!#)/i)
    }
  })

  it('behavior: small: at most 12 KB a file, 150 KB in all', () => {
    const sizes = shipped.map((file) => statSync(join(BUNDLED_IMAGES_DIR, file)).size)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(12_000)
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(150_000)
  })

  it('behavior: every network of networks.json by CAIP-2 id and by its Reown image id', () => {
    for (const network of networks) {
      expect(manifest.assets[network.caip2], network.caip2).toBeDefined()
      if (network.image_id !== null)
        expect(manifest.assets[network.image_id], network.image_id).toBe(
          manifest.assets[network.caip2],
        )
    }
  })

  it('behavior: the tokens the kit and the devnet show', () => {
    const symbols = 'ETH WETH USDC USDT DAI PUSD PTK SOL BTC POL MATIC BNB AVAX ARB OP'.split(' ')
    for (const symbol of symbols) expect(manifest.tokens[symbol], symbol).toBeDefined()
  })
})
