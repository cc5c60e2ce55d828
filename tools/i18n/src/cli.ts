import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { CATALOG_DIRECTORIES } from './catalogDirectories.ts'
import { catalogProblems } from './checkCatalogs.ts'
import { compiledFiles, readCatalogs } from './compileCatalogs.ts'

// `npm run i18n`: checks every catalogue folder, then writes its compiled modules.
let failed = false
for (const [name, directory] of Object.entries(CATALOG_DIRECTORIES)) {
  const problems = catalogProblems(readCatalogs(directory))
  for (const problem of problems) console.error(`${name}: ${problem}`)
  failed ||= problems.length > 0
  for (const [file, contents] of compiledFiles(directory)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, contents)
  }
}
process.exitCode = failed ? 1 : 0
