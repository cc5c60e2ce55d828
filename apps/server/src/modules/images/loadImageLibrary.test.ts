import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { registerErrorHandlers } from '../../http/registerErrorHandlers.ts'
import { imagesPlugin } from './imagesPlugin.ts'
import { BUNDLED_IMAGES_DIR, loadImageLibrary } from './loadImageLibrary.ts'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A folder with two bundled files and a manifest naming them (or `manifest`, when given). */
async function imagesFolder(manifest?: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-images-'))
  folders.push(dir)
  await cp(join(BUNDLED_IMAGES_DIR, 'tokens'), join(dir, 'tokens'), { recursive: true })
  const content = manifest ?? {
    assets: {},
    tokens: { ETH: 'tokens/eth.svg', WETH: 'tokens/weth.svg' },
    currencies: {},
  }
  await writeFile(join(dir, 'images.json'), JSON.stringify(content))
  return dir
}

describe('loadImageLibrary', () => {
  it('default: every listed id, with its bytes, type and ETag', async () => {
    const library = await loadImageLibrary(await imagesFolder())
    expect([...library.tokens.keys()]).toEqual(['ETH', 'WETH'])
    const eth = library.tokens.get('ETH')!
    expect(eth.contentType).toBe('image/svg+xml')
    expect(eth.bytes.toString('utf8')).toMatch(/^<svg/)
    expect(eth.etag).not.toBe(library.tokens.get('WETH')!.etag)
  })

  it('behavior: ids sharing a file share one buffer (read once)', async () => {
    const library = await loadImageLibrary(BUNDLED_IMAGES_DIR)
    expect(library.assets.get('eip155:1')!.bytes).toBe(library.assets.get('eip155:11155111')!.bytes)
  })

  it('behavior: the route answers from memory: the files can go once the server started', async () => {
    const dir = await imagesFolder()
    const app = Fastify()
    registerErrorHandlers(app)
    await app.register(imagesPlugin, { requireProject: async () => {}, imagesDir: dir })
    await app.ready()
    try {
      const before = await app.inject({ url: '/public/getTokenImage/ETH' })
      await rm(dir, { recursive: true, force: true })
      const after = await app.inject({ url: '/public/getTokenImage/ETH' })
      expect(after.statusCode).toBe(200)
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true)
    } finally {
      await app.close()
    }
  })

  it.each([
    ['a file outside its folders', { ETH: '../images.json' }],
    ['a parent path inside a kind', { ETH: 'tokens/../../x.svg' }],
    ['another kind’s folder', { USD: 'currencies/usd.svg' }],
    ['a type the routes do not serve', { ETH: 'tokens/eth.png' }],
  ])('error: a manifest naming %s fails at start', async (_case, tokens) => {
    const dir = await imagesFolder({ assets: {}, tokens, currencies: {} })
    await expect(loadImageLibrary(dir)).rejects.toThrow(/images\.json/)
  })

  it('error: a listed file that is missing fails at start', async () => {
    const dir = await imagesFolder({
      assets: {},
      tokens: { NOPE: 'tokens/nope.svg' },
      currencies: {},
    })
    await expect(loadImageLibrary(dir)).rejects.toThrow(/ENOENT/)
  })
})
