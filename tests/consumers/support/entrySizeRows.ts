// The figures of the size check, from the build manifests of the pages it bundles (see
// measureEntrySizes.ts): what each entry costs up front and what each lazy import fetches, every
// byte already loaded left out.

/** One chunk of Vite's build manifest (.vite/manifest.json), keyed there by its source or name. */
export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  /** Keys of the chunks it imports statically: they load with it. */
  imports?: string[]
  /** Keys of the chunks it loads with import(). */
  dynamicImports?: string[]
}

export type Manifest = Readonly<Record<string, ManifestChunk>>

/** One page's build: its manifest and the gzip bytes of each JavaScript file it names. */
export interface PageBuild {
  manifest: Manifest
  gzipBytes: Readonly<Record<string, number>>
}

export interface EntrySize {
  /** The key of its limit in tests/consumers/sizeBudgets.ts. */
  id: string
  /**
   * `initial`: what the provider + button page loads up front. `adapter`: what adding the
   * adapter to that page's config adds up front. `kitLazy`: what a lazy import of @portico/react
   * or @portico/core fetches. `adapterLazy`: what an adapter's lazy imports fetch, together.
   */
  group: 'initial' | 'adapter' | 'kitLazy' | 'adapterLazy'
  /** What the figure includes or leaves out, beside the id in the table. */
  note?: string
  /** Gzip bytes. */
  bytes: number
}

/** A chunk that more than one lazy row counts, since any of them may be the one to fetch it. */
export interface SharedChunk {
  name: string
  bytes: number
  ids: string[]
}

export interface EntrySizeRowsParameters {
  /** The provider + button page: no adapter. */
  base: PageBuild
  /** The same page with one adapter in its config, per published adapter package. */
  adapters: readonly { name: string; build: PageBuild; note?: string }[]
}

/**
 * Views render inside the modal's portal, which loads with every view (`modalPortalChunk` in
 * packages/react/src/modal/viewRegistry.ts): a view fetches only what the modal has not.
 */
const MODAL_BUNDLE = 'modalBundle'
const REACT_LAZY = /(?:^|\/)node_modules\/@portico\/react\/dist\/(?:.+\/)?([^/]+)\.js$/
const CORE_LAZY = '@portico/core lazy'
/**
 * Lazy imports of an adapter package that are rows of their own (id: the package, a space, the
 * module's name), by the module's path: they load on an occasion of their own, not with the
 * adapter's other lazy code, so no adapter's `lazy` row counts them. The swap checks load when a
 * confirmed swap's transactions are checked.
 */
const OWN_LAZY_ROWS: readonly { id: string; module: RegExp }[] = [
  {
    id: '@portico/evm swapChecks',
    module: /(?:^|\/)node_modules\/@portico\/evm\/dist\/swaps\/swapChecks\.js$/,
  },
]

/**
 * The rows of the size table, in gzip bytes; no row counts a chunk its page has loaded before:
 * - `provider + button`: the base page's entry and every chunk it imports statically;
 * - per adapter: that page's initial bytes less the base page's;
 * - per lazy bundle of @portico/react: what its import() fetches beyond the initial bundle and,
 *   for a view, beyond the modal too; the base page's other lazy chunks (@portico/core's) as one
 *   row, beyond the same;
 * - per adapter with lazy imports of its own (those the base page has not): what they fetch,
 *   together, beyond that page's initial bundle; those of `OWN_LAZY_ROWS` apart, one row each,
 *   measured on their package's page.
 * `shared` lists the chunks two lazy rows of the base page both count.
 *
 * @example
 * const { rows } = entrySizeRows({ base, adapters: [{ name: '@portico/evm', build: evm }] })
 * rows[0] // { id: 'provider + button', group: 'initial', bytes: 28110 }
 */
export function entrySizeRows(parameters: EntrySizeRowsParameters): {
  rows: EntrySize[]
  shared: SharedChunk[]
} {
  const base = pageGraph(parameters.base)
  const baseInitial = base.closure([base.entry])
  const rows: EntrySize[] = [
    { id: 'provider + button', group: 'initial', bytes: base.bytes(baseInitial) },
  ]

  const adapters = parameters.adapters.map(({ name, build, note }) => {
    const page = pageGraph(build)
    return { name, note, page, initial: page.closure([page.entry]) }
  })
  for (const { name, note, page, initial } of adapters) {
    const bytes = page.bytes(initial) - base.bytes(baseInitial)
    rows.push({ id: name, group: 'adapter', ...(note ? { note } : {}), bytes })
  }

  const bundles = new Map<string, string>()
  const others: string[] = []
  for (const key of base.lazyTargets) {
    const bundle = REACT_LAZY.exec(key)?.[1]
    if (bundle) bundles.set(bundle, key)
    else others.push(key)
  }
  const modalKey = bundles.get(MODAL_BUNDLE)
  if (!modalKey)
    throw new Error(
      `The provider + button page has no lazy ${MODAL_BUNDLE} of @portico/react (lazy: ${[...bundles.keys()].join(', ') || 'none'})`,
    )
  const loaded = new Set([...baseInitial, ...base.closure([modalKey])])
  /** Chunk → the rows that count it. */
  const counted = new Map<string, string[]>()
  const lazyRow = (
    id: string,
    keys: readonly string[],
    before: ReadonlySet<string>,
    note?: string,
  ) => {
    const fetched = [...base.closure(keys)].filter((key) => !before.has(key))
    for (const key of fetched) counted.set(key, [...(counted.get(key) ?? []), id])
    rows.push({ id, group: 'kitLazy', ...(note ? { note } : {}), bytes: base.bytes(fetched) })
  }
  lazyRow(`@portico/react ${MODAL_BUNDLE}`, [modalKey], baseInitial)
  for (const [bundle, key] of bundles)
    if (bundle !== MODAL_BUNDLE) lazyRow(`@portico/react ${bundle}`, [key], loaded)
  if (others.length) lazyRow(CORE_LAZY, others, loaded, others.map(base.name).join(' + '))

  const baseTargets = new Set(base.lazyTargets.map(base.identity))
  const ownRow = (key: string) => OWN_LAZY_ROWS.some(({ module }) => module.test(key))
  for (const { name, page, initial } of adapters) {
    const own = page.lazyTargets.filter(
      (key) => !baseTargets.has(page.identity(key)) && !ownRow(key),
    )
    if (!own.length) continue
    const fetched = [...page.closure(own)].filter((key) => !initial.has(key))
    rows.push({
      id: `${name} lazy`,
      group: 'adapterLazy',
      note: own.map(page.name).join(' + '),
      bytes: page.bytes(fetched),
    })
  }

  for (const { id, module } of OWN_LAZY_ROWS) {
    // Measured on its package's page; the other adapters' pages that import it are named.
    const owner = adapters.find(({ name }) => id.startsWith(`${name} `))
    const key = owner?.page.lazyTargets.find((target) => module.test(target))
    if (!owner || !key) continue
    const fetched = [...owner.page.closure([key])].filter((chunk) => !owner.initial.has(chunk))
    const alsoBy = adapters
      .filter(
        ({ name, page }) => name !== owner.name && page.lazyTargets.some((t) => module.test(t)),
      )
      .map(({ name }) => name)
    rows.push({
      id,
      group: 'adapterLazy',
      ...(alsoBy.length ? { note: `also on the pages of ${alsoBy.join(', ')}` } : {}),
      bytes: owner.page.bytes(fetched),
    })
  }

  const shared = [...counted]
    .filter(([, ids]) => ids.length > 1)
    .map(([key, ids]) => ({ name: base.name(key), bytes: base.bytes([key]), ids }))
    .sort((a, b) => b.bytes - a.bytes)
  return { rows, shared }
}

/** Walks of one page's chunk graph. */
function pageGraph({ manifest, gzipBytes }: PageBuild) {
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key]
    if (!found) throw new Error(`The build manifest names ${key} but has no entry for it`)
    return found
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1 || !entries[0])
    throw new Error(`A page's build has ${entries.length} entries, not one`)
  return {
    entry: entries[0],
    /** The chunks and every chunk they import statically, transitively: what loads with them. */
    closure(keys: Iterable<string>): Set<string> {
      const seen = new Set<string>()
      const visit = (key: string) => {
        if (seen.has(key)) return
        seen.add(key)
        for (const imported of chunk(key).imports ?? []) visit(imported)
      }
      for (const key of keys) visit(key)
      return seen
    },
    bytes(keys: Iterable<string>): number {
      let sum = 0
      for (const key of keys) {
        const bytes = gzipBytes[chunk(key).file]
        if (bytes === undefined) throw new Error(`No size for ${chunk(key).file}`)
        sum += bytes
      }
      return sum
    },
    /** Every chunk some chunk loads with import(), in manifest order. */
    lazyTargets: [...new Set(Object.values(manifest).flatMap((item) => item.dynamicImports ?? []))],
    /**
     * The same module across pages: its source path (a dynamic entry's key), else its chunk's
     * name (a shared chunk's key carries a hash that differs from page to page).
     */
    identity: (key: string): string => chunk(key).src ?? chunk(key).name ?? key,
    name: (key: string): string => chunk(key).name ?? key,
  }
}
