/** The lazy chunk's module: the smart-account runtime and its request preparation. */
export type SmartAccountRuntimeModule = typeof import('./smartAccountRuntime.ts')

let loading: Promise<SmartAccountRuntimeModule> | undefined

/**
 * Imports the smart-account code (its own chunk in the build) once; a failed load is tried again
 * on the next call.
 *
 * @example
 * const { createSmartAccountRuntime } = await loadSmartAccountRuntime()
 */
export function loadSmartAccountRuntime(): Promise<SmartAccountRuntimeModule> {
  loading ??= import('./smartAccountRuntime.ts').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
