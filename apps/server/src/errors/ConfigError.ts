import { PorticoError } from '@portico/core'

/**
 * The configuration file or an environment override is missing or invalid. The message names
 * the source and the bad field, e.g. `Invalid config /etc/portico.json: projects[0].id: …`.
 *
 * @example
 * throw new ConfigError('PORTICO_CONFIG is not set: point it at the JSON config file')
 */
export class ConfigError extends PorticoError {
  override name = 'ConfigError'
}
