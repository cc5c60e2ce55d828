import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The built page's `<link rel="modulepreload">` files (@portico/react/vite's preloadPorticoModal
 * adds the modal's); throws unless the modal's chunk is among them.
 *
 * @example
 * checkModalPreload(join(appDir, 'dist')) // ['/assets/modalBundle-….js', …]
 */
export function checkModalPreload(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    ([tag]) => tag.match(/\bhref="([^"]+)"/)?.[1] ?? '',
  )
  if (!hrefs.some((href) => /\/modalBundle-[\w-]+\.js$/.test(href)))
    throw new Error(`dist/index.html preloads no modal chunk: ${hrefs.join(', ') || 'nothing'}`)
  return hrefs
}
