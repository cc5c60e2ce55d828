// Run by measureEntrySizes.ts in a consumer dApp's folder (the working directory), with the
// dApp's environment: builds each page it is given on its own with the dApp's own Vite and
// vite.config.js, as the dApp would ship it, into <outDir>/<page>/ with Vite's build manifest
// (.vite/manifest.json: each chunk's file, static imports and dynamic imports).
// Argument: JSON { outDir, pages: [{ name, input, external: package names left out }] }.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const { outDir, pages } = JSON.parse(process.argv[2] ?? '{}')
const dApp = process.cwd()
const { build } = await import(
  pathToFileURL(createRequire(join(dApp, 'package.json')).resolve('vite')).href
)
for (const page of pages) {
  await build({
    configFile: join(dApp, 'vite.config.js'),
    build: {
      outDir: join(outDir, page.name),
      emptyOutDir: true,
      manifest: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: page.input,
        external: (id) => page.external.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  })
}
