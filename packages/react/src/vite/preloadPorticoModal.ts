import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'

/**
 * A module of @portico/react as a dApp's build names it (from the package, or the repo's sources),
 * matched against an id with `/` separators (`slashed`).
 */
const kitModule = (path: string) =>
  new RegExp(`/(?:@portico/react/dist|packages/react/src)/${path}\\.[jt]s$`)

/** The module behind the page's one dynamic import of the modal (modal/modalChunk.ts). */
const MODAL_MODULE = kitModule('modal/modalBundle')
/** Lingui's chunk, which every locale's translator loads (i18n/translators.ts). */
const TRANSLATOR_MODULE = kitModule('i18n/createTranslator')
/** A locale's compiled catalogue (i18n/compiledCatalogues.ts). */
const catalogueModule = (locale: string) =>
  kitModule(`i18n/compiled/${locale.replace(/[^\w-]/g, '')}`)

/** A module id with `/` separators, as on Windows too. */
const slashed = (id: string) => id.replaceAll('\\', '/')

export interface PreloadPorticoModalOptions {
  /**
   * The locales whose messages the page preloads with the modal (default `['en']`): those the
   * kit shows your visitors (the `locale` you give `createConfig`, else their browser's). A
   * visitor in another one loads theirs once the page has run, as without the plugin.
   */
  locales?: readonly string[]
}

/**
 * A Vite plugin for a dApp's production build: its HTML asks for the Portico modal's code (the
 * modal's chunk and the chunks it imports, the translator and the catalogues of `locales`)
 * beside the page's own script, as `<link rel="modulepreload">`. The kit otherwise starts that
 * load once the page has run and painted, so a visitor who clicks at once waits for one more
 * round trip: 150 ms and more on a phone's network. The code is fetched and parsed ahead, and
 * runs only when the modal opens. Adds nothing when the build has no Portico modal; the dev
 * server is left alone.
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react'
 * import { preloadPorticoModal } from '@portico/react/vite'
 * import { defineConfig } from 'vite'
 *
 * export default defineConfig({ plugins: [react(), preloadPorticoModal()] })
 */
export function preloadPorticoModal(options: PreloadPorticoModalOptions = {}): Plugin {
  const modules = [
    MODAL_MODULE,
    TRANSLATOR_MODULE,
    ...(options.locales ?? ['en']).map(catalogueModule),
  ]
  let base = '/'
  return {
    name: 'portico:preload-modal',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, path }) {
        if (!bundle) return []
        return modalFiles(bundle, modules).map((file) => ({
          tag: 'link',
          // crossorigin as Vite's own module scripts have it: the preloaded module is then the
          // one the import uses, not a second fetch.
          attrs: { rel: 'modulepreload', crossorigin: true, href: hrefOf(file, base, path) },
          injectTo: 'head',
        })) satisfies HtmlTagDescriptor[]
      },
    },
  }
}

/**
 * The chunks of `modules` (the modal's by default) and every chunk they import statically, less
 * those the page's entries import already (Vite preloads those itself), in import order; none
 * when the build has no modal.
 */
export function modalFiles(
  bundle: Rolldown.OutputBundle,
  modules: readonly RegExp[] = [MODAL_MODULE],
): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  )
  const chunkOf = (module: RegExp) =>
    chunks.find(
      (chunk) =>
        module.test(slashed(chunk.facadeModuleId ?? '')) ||
        chunk.moduleIds.some((id) => module.test(slashed(id))),
    )
  if (!chunkOf(MODAL_MODULE)) return []
  const reached = (starts: readonly Rolldown.OutputChunk[]) => {
    const files = new Set<string>()
    const visit = (file: string) => {
      const output = bundle[file]
      if (files.has(file) || output?.type !== 'chunk') return
      files.add(file)
      for (const next of output.imports) visit(next)
    }
    for (const chunk of starts) visit(chunk.fileName)
    return files
  }
  const page = reached(chunks.filter((chunk) => chunk.isEntry))
  const wanted = modules
    .map(chunkOf)
    .filter((chunk): chunk is Rolldown.OutputChunk => chunk !== undefined)
  return [...reached(wanted)].filter((file) => !page.has(file))
}

/** The file's URL as the page at `htmlPath` names it: under `base`, or relative to the page. */
function hrefOf(file: string, base: string, htmlPath: string): string {
  if (base.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(base)) return `${base}${file}`
  // '/index.html' is at the root, '/shop/index.html' one folder down.
  const depth = htmlPath.split('/').length - 2
  return depth > 0 ? `${'../'.repeat(depth)}${file}` : `./${file}`
}
