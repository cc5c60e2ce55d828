// @vitest-environment node
import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  modalFiles,
  type PreloadPorticoModalOptions,
  preloadPorticoModal,
} from './preloadPorticoModal.ts'

const KIT = '/app/node_modules/@portico/react/dist'
const MODAL = `${KIT}/modal/modalBundle.js`

/** An output chunk with what the plugin reads. */
function chunk(
  fileName: string,
  parts: { imports?: string[]; isEntry?: boolean; facadeModuleId?: string; moduleIds?: string[] },
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: parts.imports ?? [],
    isEntry: parts.isEntry ?? false,
    facadeModuleId: parts.facadeModuleId ?? null,
    moduleIds: parts.moduleIds ?? [],
  } as unknown as Rolldown.OutputChunk
}

/** A Vite 8 dApp's output: the page, its shared chunk, the modal and what the modal imports. */
function dappBundle(): Rolldown.OutputBundle {
  const chunks = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
    chunk('assets/shared.js', {}),
    chunk('assets/modalBundle.js', {
      facadeModuleId: MODAL,
      moduleIds: [MODAL],
      imports: ['assets/shared.js', 'assets/social.js'],
    }),
    chunk('assets/social.js', { imports: ['assets/emailSchema.js'] }),
    chunk('assets/emailSchema.js', {}),
    chunk('assets/accountBundle.js', { imports: ['assets/modalBundle.js'] }),
    chunk('assets/createTranslator.js', { facadeModuleId: `${KIT}/i18n/createTranslator.js` }),
    chunk('assets/en.js', { facadeModuleId: `${KIT}/i18n/compiled/en.js` }),
    chunk('assets/de.js', { facadeModuleId: `${KIT}/i18n/compiled/de.js` }),
  ]
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]))
}

/** The tags the plugin adds to the page at `path`, built with `base`. */
function tagsFor(
  bundle: Rolldown.OutputBundle,
  base: string,
  path = '/index.html',
  options?: PreloadPorticoModalOptions,
) {
  const plugin = preloadPorticoModal(options)
  ;(plugin.configResolved as (config: { base: string }) => void)({ base })
  const { handler } = plugin.transformIndexHtml as {
    handler: (html: string, context: { bundle?: Rolldown.OutputBundle; path: string }) => unknown
  }
  return handler('<html></html>', { bundle, path })
}

describe('preloadPorticoModal', () => {
  it('preloads the modal chunk and what it imports, not what the page loads already', () => {
    expect(modalFiles(dappBundle())).toEqual([
      'assets/modalBundle.js',
      'assets/social.js',
      'assets/emailSchema.js',
    ])
  })

  it('as module preloads in the head, under the base, as Vite’s own scripts are asked for; with the translator and the English catalogue', () => {
    expect(tagsFor(dappBundle(), '/app/')).toEqual(
      ['modalBundle', 'social', 'emailSchema', 'createTranslator', 'en'].map((name) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/app/assets/${name}.js` },
        injectTo: 'head',
      })),
    )
  })

  it('the catalogues of the locales asked for, none with none', () => {
    const files = (locales: string[]) =>
      (tagsFor(dappBundle(), '/', '/index.html', { locales }) as { attrs: { href: string } }[]).map(
        (tag) => tag.attrs.href,
      )
    expect(files(['de'])).toContain('/assets/de.js')
    expect(files(['de'])).not.toContain('/assets/en.js')
    expect(files([])).toEqual([
      '/assets/modalBundle.js',
      '/assets/social.js',
      '/assets/emailSchema.js',
      '/assets/createTranslator.js',
    ])
  })

  it('relative to the page with a relative base', () => {
    const hrefs = (path: string) =>
      (tagsFor(dappBundle(), './', path) as { attrs: { href: string } }[]).map(
        (tag) => tag.attrs.href,
      )
    expect(hrefs('/index.html')[0]).toBe('./assets/modalBundle.js')
    expect(hrefs('/shop/index.html')[0]).toBe('../assets/modalBundle.js')
  })

  it('finds the modal in a build from the repo’s sources too', () => {
    const bundle = dappBundle()
    const modal = bundle['assets/modalBundle.js'] as Rolldown.OutputChunk
    const source = '/repo/packages/react/src/modal/modalBundle.ts'
    Object.assign(modal, { facadeModuleId: source, moduleIds: [source] })
    expect(modalFiles(bundle)[0]).toBe('assets/modalBundle.js')
  })

  it('adds nothing to a build without the modal, or outside a build', () => {
    const bundle = dappBundle()
    delete bundle['assets/modalBundle.js']
    expect(tagsFor(bundle, '/')).toEqual([])
    const plugin = preloadPorticoModal()
    const { handler } = plugin.transformIndexHtml as {
      handler: (html: string, context: { path: string }) => unknown
    }
    expect(handler('<html></html>', { path: '/index.html' })).toEqual([])
    expect(plugin.apply).toBe('build')
  })
})
