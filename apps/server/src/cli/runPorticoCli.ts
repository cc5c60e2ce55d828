import { type ParseArgsConfig, parseArgs } from 'node:util'
import { PorticoError } from '@portico/core'
import { type Database, openDatabase } from '../db/openDatabase.ts'
import { CliUsageError } from '../errors/CliUsageError.ts'
import type { ServerEnv } from '../loadConfig.ts'
import { createAdminToken, revokeAdminTokens } from '../modules/projects/adminTokens.ts'
import { createProject } from '../modules/projects/createProject.ts'
import { deleteProject } from '../modules/projects/deleteProject.ts'
import type { Project } from '../modules/projects/findProject.ts'
import { findProject } from '../modules/projects/findProject.ts'
import { listProjects } from '../modules/projects/listProjects.ts'
import { updateProject } from '../modules/projects/updateProject.ts'
import { findProductionOrigins } from './findProductionOrigins.ts'
import { formatProject } from './formatProject.ts'
import { resolveDatabaseUrl } from './resolveDatabaseUrl.ts'

/** Where the CLI writes; tests pass collectors. */
export interface CliIo {
  env: ServerEnv
  stdout: (text: string) => void
  stderr: (text: string) => void
}

/**
 * The usage text `portico help` prints.
 *
 * @example
 * console.log(PORTICO_USAGE)
 */
export const PORTICO_USAGE = `Usage: npm run portico -- <command> [options]

  project create --id <id> --name <name> [--origin <entry>]... [--features <json>] [--analytics on|off]
                 [--no-default-origins] [--name-zone <zone>] [--names-per-address <n>]
                 [--smart-account-networks <ids>] [--gas-sponsorship-limit <wei>]
  project list [--json]
  project update --id <id> [--name <name>] [--add-origin <entry>]... [--remove-origin <entry>]...
                 [--features <json>] [--analytics on|off] [--no-default-origins | --default-origins]
                 [--name-zone <zone>|off] [--names-per-address <n>]
                 [--smart-account-networks <ids>|none] [--gas-sponsorship-limit <wei>|off]
  project delete --id <id>
  project token create --id <id>     prints a new admin token for GET /projects/v1/events (shown once)
  project token revoke --id <id>     revokes every admin token of the project

Origin entries: https://my.app, *.my.app (any scheme), https://*.my.app, http://my.app:*
Default origins (spec §6: localhost, any IP, *.pages.dev, *.vercel.app, *.ngrok-free.app) are
allowed besides the list until --no-default-origins; turn them off for production.
Account names (/v1/profile) are registered as <label>.<zone> under --name-zone (e.g. portico.id;
off: registration is off, the default); --names-per-address: names one address may hold (default 1).
Smart accounts (/v1/smart-accounts): --smart-account-networks lists the EVM networks, comma-separated
(eip155:1,eip155:8453; none: off, the default; only those whose chain has an accountAbstraction block
in the server config are offered); --gas-sponsorship-limit: the wei the paymaster may sign for in
total, for the worst case of each user operation (off: the default).
Features (replaces the list): '[{"id":"email","isEnabled":true},{"id":"socials","isEnabled":true,"config":["google"]}]'
Every command takes --database <url> (SQLite: file:…, libsql:…; Postgres: postgres://…); without
it: DATABASE_URL, then the PORTICO_CONFIG file's databaseUrl, then file:.portico/portico.db (the
server's default). Through npm from the repository root, relative paths are relative to
apps/server.`

type Options = NonNullable<ParseArgsConfig['options']>
const DATABASE: Options = { database: { type: 'string' } }
const ID: Options = { id: { type: 'string' } }
const CHANGES: Options = {
  features: { type: 'string' },
  analytics: { type: 'string' },
  'no-default-origins': { type: 'boolean' },
  'default-origins': { type: 'boolean' },
  'name-zone': { type: 'string' },
  'names-per-address': { type: 'string' },
  'smart-account-networks': { type: 'string' },
  'gas-sponsorship-limit': { type: 'string' },
}

interface Command {
  options: Options
  run: (db: Database, values: Flags, io: CliIo) => Promise<void>
}

type Flags = Record<string, string | boolean | (string | boolean)[] | undefined>

const COMMANDS: Readonly<Record<string, Command>> = {
  'project create': {
    options: {
      ...ID,
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      ...CHANGES,
    },
    async run(db, values, io) {
      const project = await createProject(db, {
        id: required(values, 'id'),
        name: required(values, 'name'),
        allowedOrigins: stringList(values.origin) ?? [],
        features: featuresFlag(values),
        analyticsEnabled: analyticsFlag(values) ?? true,
        includeDefaultOrigins: defaultOriginsFlag(values) ?? true,
        nameZone: nameZoneFlag(values) ?? null,
        namesPerAddress: namesPerAddressFlag(values) ?? 1,
        smartAccountNetworks: smartAccountNetworksFlag(values) ?? [],
        gasSponsorshipLimitWei: gasSponsorshipLimitFlag(values) ?? null,
      })
      io.stdout(`Created project\n${formatProject(project)}`)
      warnIfProductionWithDefaults(project, io)
    },
  },
  'project list': {
    options: { json: { type: 'boolean' } },
    async run(db, values, io) {
      const projects = await listProjects(db)
      if (values.json === true) io.stdout(JSON.stringify(projects, null, 2))
      else if (projects.length === 0) io.stdout('No projects')
      else io.stdout(projects.map(formatProject).join('\n\n'))
      for (const project of projects) warnIfProductionWithDefaults(project, io)
    },
  },
  'project update': {
    options: {
      ...ID,
      name: { type: 'string' },
      'add-origin': { type: 'string', multiple: true },
      'remove-origin': { type: 'string', multiple: true },
      ...CHANGES,
    },
    async run(db, values, io) {
      const id = required(values, 'id')
      const changes = {
        name: values.name,
        addOrigins: stringList(values['add-origin']),
        removeOrigins: stringList(values['remove-origin']),
        features: featuresFlag(values),
        analyticsEnabled: analyticsFlag(values),
        includeDefaultOrigins: defaultOriginsFlag(values),
        nameZone: nameZoneFlag(values),
        namesPerAddress: namesPerAddressFlag(values),
        smartAccountNetworks: smartAccountNetworksFlag(values),
        gasSponsorshipLimitWei: gasSponsorshipLimitFlag(values),
      }
      if (Object.values(changes).every((value) => value === undefined))
        throw new CliUsageError(
          'project update: nothing to change (--name, --add-origin, --remove-origin, --features, --analytics, --no-default-origins, --default-origins, --name-zone, --names-per-address, --smart-account-networks, --gas-sponsorship-limit)',
        )
      const project = await updateProject(db, id, changes)
      io.stdout(`Updated project\n${formatProject(project)}`)
      if (project.source === 'config') io.stderr(configNote(id, 'puts back its config values'))
      warnIfProductionWithDefaults(project, io)
    },
  },
  'project delete': {
    options: ID,
    async run(db, values, io) {
      const id = required(values, 'id')
      const source = (await findProject(db, id))?.source
      await deleteProject(db, id)
      io.stdout(`Deleted project '${id}' with its admin tokens and analytics events`)
      if (source === 'config') io.stderr(configNote(id, 'creates it again'))
    },
  },
  'project token create': {
    options: ID,
    async run(db, values, io) {
      const id = required(values, 'id')
      const token = await createAdminToken(db, id)
      io.stderr(`Admin token for '${id}' (shown once; send it as 'Authorization: Bearer <token>'):`)
      io.stdout(token)
    },
  },
  'project token revoke': {
    options: ID,
    async run(db, values, io) {
      const id = required(values, 'id')
      const count = await revokeAdminTokens(db, id)
      io.stdout(`Revoked ${count} admin token${count === 1 ? '' : 's'} of '${id}'`)
    },
  },
}

/**
 * Runs one `portico` command (see `PORTICO_USAGE`) against the server's database and returns
 * the exit code: 0 on success, 1 on bad input (`CliUsageError`, `ProjectInputError`,
 * `ProjectExistsError`, `ProjectNotFoundError`, `ConfigError`: their message on stderr) or any
 * other failure.
 *
 * @example
 * process.exitCode = await runPorticoCli(process.argv.slice(2), {
 *   env: process.env, stdout: console.log, stderr: console.error,
 * })
 */
export async function runPorticoCli(args: readonly string[], io: CliIo): Promise<number> {
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0] ?? '')) {
    io.stdout(PORTICO_USAGE)
    return args.length === 0 ? 1 : 0
  }
  try {
    const { command, rest } = findCommand(args)
    const values = parseFlags(command, rest)
    const url = await resolveDatabaseUrl(values.database as string | undefined, io.env)
    const { db, close } = await openDatabase(url)
    try {
      await command.run(db, values, io)
    } finally {
      await close()
    }
    return 0
  } catch (error) {
    if (error instanceof CliUsageError) io.stderr(`${error.message}\n\n${PORTICO_USAGE}`)
    else if (error instanceof PorticoError) io.stderr(error.message)
    else io.stderr(`Unexpected failure: ${error instanceof Error ? error.stack : String(error)}`)
    return 1
  }
}

function findCommand(args: readonly string[]): { command: Command; rest: string[] } {
  for (const words of [3, 2]) {
    const command = COMMANDS[args.slice(0, words).join(' ')]
    if (command !== undefined) return { command, rest: args.slice(words) }
  }
  const firstOption = args.findIndex((arg) => arg.startsWith('-'))
  const words = args.slice(0, firstOption === -1 ? 3 : Math.min(firstOption, 3))
  throw new CliUsageError(`Unknown command: ${words.join(' ')}`)
}

function parseFlags(command: Command, args: string[]): Flags {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...command.options, ...DATABASE },
      strict: true,
      allowPositionals: true,
    })
    if (positionals.length > 0)
      throw new CliUsageError(`Unexpected argument: ${positionals.join(' ')}`)
    return values
  } catch (error) {
    if (error instanceof CliUsageError) throw error
    // node:util parseArgs: unknown option, missing value, value given to a boolean.
    throw new CliUsageError(error instanceof Error ? error.message : String(error), {
      cause: error,
    })
  }
}

function required(values: Flags, name: string): string {
  const value = values[name]
  if (typeof value !== 'string' || value === '') throw new CliUsageError(`--${name} is required`)
  return value
}

function stringList(value: Flags[string]): string[] | undefined {
  return Array.isArray(value) ? value.map(String) : undefined
}

function featuresFlag(values: Flags): unknown {
  const text = values.features
  if (typeof text !== 'string') return undefined
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new CliUsageError(`--features: not valid JSON (${(cause as Error).message})`, { cause })
  }
}

function analyticsFlag(values: Flags): boolean | undefined {
  const value = values.analytics
  if (value === undefined) return undefined
  if (value === 'on') return true
  if (value === 'off') return false
  throw new CliUsageError(`--analytics: must be 'on' or 'off', not '${String(value)}'`)
}

function nameZoneFlag(values: Flags): string | null | undefined {
  const value = values['name-zone']
  if (value === undefined) return undefined
  return value === 'off' ? null : String(value)
}

function namesPerAddressFlag(values: Flags): number | undefined {
  const value = values['names-per-address']
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    throw new CliUsageError(`--names-per-address: must be a whole number, not '${String(value)}'`)
  return Number(value)
}

function smartAccountNetworksFlag(values: Flags): string[] | undefined {
  const value = values['smart-account-networks']
  if (value === undefined) return undefined
  const text = String(value).trim()
  if (text === 'none' || text === '') return []
  return text.split(',').map((id) => id.trim())
}

function gasSponsorshipLimitFlag(values: Flags): string | null | undefined {
  const value = values['gas-sponsorship-limit']
  if (value === undefined) return undefined
  return value === 'off' ? null : String(value)
}

function defaultOriginsFlag(values: Flags): boolean | undefined {
  const off = values['no-default-origins'] === true
  const on = values['default-origins'] === true
  if (off && on)
    throw new CliUsageError('--no-default-origins and --default-origins: give one or the other')
  return off ? false : on ? true : undefined
}

// A project with production origins that still allows localhost, IPs and preview hosts: any
// page there can use its id (sign visitors in to the embedded wallet, send analytics).
function warnIfProductionWithDefaults(project: Project, io: CliIo): void {
  if (!project.includeDefaultOrigins) return
  const production = findProductionOrigins(project.allowedOrigins)
  if (production.length === 0) return
  const fix =
    project.source === 'config'
      ? `set "includeDefaultOrigins": false on '${project.id}' in the config file`
      : `npm run portico -- project update --id ${project.id} --no-default-origins`
  io.stderr(
    `Warning: '${project.id}' looks like production (${production.join(', ')}) but still allows the default origins (localhost, any IP, *.pages.dev, *.vercel.app, *.ngrok-free.app): a page on any of them can use this project id. To allow only its own origins, run: ${fix}`,
  )
}

function configNote(id: string, effect: string): string {
  return `Note: '${id}' comes from the config file; the next server start ${effect}. Change the file to make it last.`
}
