import { fileURLToPath } from 'node:url'

/**
 * The folders with message catalogues: each has `catalogs/<locale>.json` (ICU MessageFormat,
 * English the source) and gets `compiled/<locale>.ts` (Lingui's compiled form, what the
 * runtime reads: Lingui does not parse messages in production builds).
 */
export const CATALOG_DIRECTORIES = {
  react: fileURLToPath(new URL('../../../packages/react/src/i18n', import.meta.url)),
  'secure-site': fileURLToPath(new URL('../../../apps/secure-site/src/i18n', import.meta.url)),
} as const
