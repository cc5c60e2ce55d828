// Entry point of the project CLI: `npm run portico -w @portico/server -- project list`.
import { runPorticoCli } from './runPorticoCli.ts'

process.exitCode = await runPorticoCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
})
