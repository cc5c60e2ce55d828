import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serveSecureSite } from './serveSecureSite.ts'

// `npm run serve -w @portico/secure-site`: the built site (run `npm run build` first) on
// PORTICO_SECURE_SITE_HOST:PORTICO_SECURE_SITE_PORT (default 127.0.0.1:5180), with the headers
// built from the projects of VITE_PORTICO_AUTH_API_URL (the same server the build's frame uses).

const root = fileURLToPath(new URL('../../dist', import.meta.url))
if (!existsSync(root)) {
  console.error(
    `[secure-site] ${root} does not exist: run \`npm run build -w @portico/secure-site\` first`,
  )
  process.exit(1)
}
const host = process.env.PORTICO_SECURE_SITE_HOST || '127.0.0.1'
const port = Number(process.env.PORTICO_SECURE_SITE_PORT || 5180)
const { url, close } = await serveSecureSite({
  root,
  host,
  port,
  authApiUrl: process.env.VITE_PORTICO_AUTH_API_URL,
  onRefusal: (reason) => console.warn(`[secure-site] frame-ancestors 'none': ${reason}`),
})
console.info(`[secure-site] serving ${root} on ${url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void close().then(() => process.exit(0)))
