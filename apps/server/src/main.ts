// Entry point: `PORTICO_CONFIG=portico.config.json tsx src/main.ts` (the `start` script).
import { buildServer } from './buildServer.ts'
import { ConfigError } from './errors/ConfigError.ts'
import { loadConfig } from './loadConfig.ts'

try {
  const config = await loadConfig(process.env)
  const app = await buildServer(config)
  const address = await app.listen({ port: config.port, host: config.host })
  console.info(`Portico server listening on ${address}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
