import ts from 'typescript'

/**
 * The package names a module imports (static, dynamic, `export … from`, `import type`,
 * `/// <reference types>`), read with TypeScript's pre-processor so that comments and strings
 * never count. Relative imports are left out; `node:fs` stays as written.
 *
 * @example
 * listImportedPackages("import { a } from '@portico/core/x'; import './b.js'") // ['@portico/core']
 */
export function listImportedPackages(text: string): string[] {
  const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(text, true, true)
  const names = new Set<string>()
  for (const { fileName } of [...importedFiles, ...typeReferenceDirectives]) {
    if (fileName.startsWith('.') || fileName.startsWith('/')) continue
    names.add(packageNameOf(fileName))
  }
  return [...names].sort()
}

/** `@scope/name` or `name` of a specifier (`react/jsx-runtime` → `react`). */
export function packageNameOf(specifier: string): string {
  if (specifier.startsWith('node:')) return specifier
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}
