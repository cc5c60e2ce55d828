import { featuresSchema, optionsSchema } from '../../schemas/optionsSchema.ts'

// Per page, not per config: a provider re-created on every render must not flood the console.
const warned = new Set<string>()

/**
 * Warns once per page about each option (or feature) `createConfig` does not know: most often a
 * typo, which would otherwise be ignored in silence.
 *
 * @example
 * warnUnknownOptions({ projectId: 'demo', enableReconect: true }) // warns about enableReconect
 */
export function warnUnknownOptions(options: unknown): void {
  // Not an object: the schema check that follows names the problem.
  if (typeof options !== 'object' || options === null) return
  const unknown = Object.keys(options)
    .filter((key) => !(key in optionsSchema.entries))
    .concat(
      Object.keys(featuresOf(options))
        .filter((key) => !(key in featuresSchema.entries))
        .map((key) => `features.${key}`),
    )
  for (const key of unknown) {
    if (warned.has(key)) continue
    warned.add(key)
    console.warn(`[portico] Unknown option \`${key}\` is ignored.`)
  }
}

function featuresOf(options: object): object {
  const { features } = options as { features?: unknown }
  return typeof features === 'object' && features !== null ? features : {}
}
