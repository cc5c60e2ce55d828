import type Provider from 'oidc-provider'

const RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime'

let loading: Promise<typeof Provider> | undefined

/**
 * oidc-provider's class, imported on first use. oidc-provider 9 prints "Unsupported runtime" at
 * import on Node 20 (it names 22 as its target); this repo runs on Node 20.19, where this tool's
 * tests pass, so that one line is dropped while the module loads. Every other warning stays.
 *
 * @example
 * const Provider = await loadProvider()
 * const provider = new Provider(issuer, configuration)
 */
export function loadProvider(): Promise<typeof Provider> {
  loading ??= (async () => {
    const warn = console.warn
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes(RUNTIME_WARNING)) return
      warn(...args)
    }
    try {
      return (await import('oidc-provider')).default
    } finally {
      console.warn = warn
    }
  })()
  return loading
}
