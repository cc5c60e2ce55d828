import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.json': 'application/json',
}

/** What a static host compresses; images are compressed already. */
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json'])

/**
 * Serves a production build on a free loopback port, as a static host would. With `gzip`, text
 * files go out gzipped to a browser that accepts it, compressed once up front: on an emulated
 * slow network the bytes that cross it are then those a real host would send.
 *
 * @example
 * const site = await serveStatic(dist, { gzip: true })
 * await page.goto(site.url)
 * await site.close()
 */
export async function serveStatic(
  dir: string,
  options: { gzip?: boolean } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const gzipped = options.gzip ? compressAll(dir) : new Map<string, Buffer>()
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html')
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const body = gzipped.get(file)
    if (body && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.writeHead(200, {
        'content-type': type,
        'content-encoding': 'gzip',
        'content-length': body.length,
        vary: 'accept-encoding',
      })
      response.end(body)
      return
    }
    response.writeHead(200, { 'content-type': type })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Every text file under `dir`, gzipped, by path. */
function compressAll(dir: string): Map<string, Buffer> {
  const gzipped = new Map<string, Buffer>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name)
    if (entry.isFile() && COMPRESSED.has(extname(file)))
      gzipped.set(file, gzipSync(readFileSync(file)))
  }
  return gzipped
}
