// Every error class and every throwing action of the packages has its `XErrorType` (STYLE rule
// 2, viem's habit), and each entry point that exports one exports the other: a class or action
// added without it fails here instead of in a user's `catch`.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const ROOT_DIR = fileURLToPath(new URL('../../..', import.meta.url))
const PACKAGES_DIR = join(ROOT_DIR, 'packages')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const packages = readdirSync(PACKAGES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(PACKAGES_DIR, entry.name))
const files = packages.flatMap((dir) => sourceFiles(join(dir, 'src')))
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
const source = (file: string) => text.get(file) ?? ''
const where = (file: string) => relative(ROOT_DIR, file)

/** The code without its comments: a `throw` in a JSDoc is not one. */
function code(file: string): string {
  return source(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

/** `X & { name: 'X' }`, however the formatter wraps it. */
function hasErrorType(file: string, name: string): boolean {
  return new RegExp(`export type ${name}Type = ${name} & \\{\\s*name: '${name}'\\s*\\}`).test(
    source(file),
  )
}

/** `export class FooError extends …`, in every package. */
const errorClasses = files.flatMap((file) =>
  [...source(file).matchAll(/^export class (\w+Error) extends /gm)].map((match) => ({
    file,
    name: match[1] ?? '',
  })),
)

/**
 * An action is a file `packages/<name>/src/actions/<action>.ts` exporting the function
 * `<action>`. It throws when its code has a `throw` statement or a `Promise.reject(`; a throw
 * that only comes from a function it calls is not seen (no type follows calls).
 */
const actions = files
  .filter((file) => basename(dirname(file)) === 'actions' && file.endsWith('.ts'))
  .map((file) => {
    const name = basename(file, '.ts')
    return { file, name, typeName: `${name[0]?.toUpperCase()}${name.slice(1)}ErrorType` }
  })
  .filter(({ file, name }) =>
    new RegExp(`^export (async )?function ${name}\\b`, 'm').test(source(file)),
  )
const throwingActions = actions.filter(({ file }) => /\bthrow\b|Promise\.reject\(/.test(code(file)))

/** The names an entry exports (`type` or not), read from its `export { … }` statements. */
function exportedNames(file: string): Set<string> {
  const names = [...source(file).matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map(
      (part) =>
        part
          .trim()
          .replace(/^type /, '')
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  )
  return new Set(names.filter(Boolean))
}

/** Each package's entry points, from its `exports` map (the source condition). */
const entries = packages.flatMap((dir) => {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, Record<string, string>>
  }
  return Object.values(manifest.exports ?? {})
    .map((conditions) => conditions['@portico/source'])
    .filter((path): path is string => path !== undefined)
    .map((path) => join(dir, path))
})

it('every exported error class of the packages has its XErrorType beside it', () => {
  expect(errorClasses.length).toBeGreaterThan(80)
  const missing = errorClasses
    .filter(({ file, name }) => !hasErrorType(file, name))
    .map(({ file, name }) => `${where(file)}: ${name}Type`)
  expect(missing).toEqual([])
})

it('every action that throws exports its <Action>ErrorType', () => {
  expect(actions.length).toBeGreaterThan(100)
  expect(throwingActions.length).toBeGreaterThan(30)
  const missing = throwingActions
    .filter(
      ({ file, typeName }) => !new RegExp(`^export type ${typeName}\\b`, 'm').test(source(file)),
    )
    .map(({ file, typeName }) => `${where(file)}: ${typeName}`)
  expect(missing).toEqual([])
})

it('an entry point that exports an error class or an action exports its XErrorType too', () => {
  const errorTypeOf = new Map<string, string>([
    ...errorClasses.map(({ name }): [string, string] => [name, `${name}Type`]),
    ...actions
      .filter(({ file, typeName }) =>
        new RegExp(`^export type ${typeName}\\b`, 'm').test(source(file)),
      )
      .map(({ name, typeName }): [string, string] => [name, typeName]),
  ])
  expect(entries.length).toBeGreaterThan(8)
  const missing = entries.flatMap((entry) => {
    const names = exportedNames(entry)
    return [...names]
      .filter((name) => errorTypeOf.has(name) && !names.has(errorTypeOf.get(name) ?? ''))
      .map((name) => `${where(entry)}: ${errorTypeOf.get(name)} (beside ${name})`)
  })
  expect(missing).toEqual([])
})
