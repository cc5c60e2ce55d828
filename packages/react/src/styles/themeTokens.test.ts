// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { FONT_UNIT_PROPERTY } from './fontUnit.ts'
import { themeTokens } from './themeTokens.ts'
import { THEME_TOKENS_DOC, themeTokenNames, withTokensLine } from './themeTokensDoc.ts'

const SRC = fileURLToPath(new URL('..', import.meta.url))
const DOC = fileURLToPath(new URL(`../../../../${THEME_TOKENS_DOC}`, import.meta.url))
/** Custom properties the kit sets itself, per element: not part of the theme. */
const INTERNAL = new Set([FONT_UNIT_PROPERTY, '--portico-network-hue'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const tokens = themeTokenNames()
const used = new Set(
  sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/var\((--portico-[a-z0-9-]+)/g)].map(
      (match) => match[1] ?? '',
    ),
  ),
)

it('both modes define the same tokens', () => {
  expect(Object.keys(themeTokens.dark).sort()).toEqual(Object.keys(themeTokens.light).sort())
})

it('every custom property the styles read is a theme token or one the kit sets itself', () => {
  expect([...used].filter((name) => !tokens.includes(name) && !INTERNAL.has(name))).toEqual([])
})

it('every theme token is read by some style', () => {
  expect(tokens.filter((name) => !used.has(name))).toEqual([])
})

it("the themeVariables page's token list is the one written from the tokens (npm run docs:tokens)", () => {
  const page = readFileSync(DOC, 'utf8')
  expect(page).toMatch(/^Tokens: /m)
  expect(withTokensLine(page)).toBe(page)
})
