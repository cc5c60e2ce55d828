import { baseTokens, themeTokens } from './themeTokens.ts'

/** The page that lists the theme's tokens, from the repository root. */
export const THEME_TOKENS_DOC = 'docs/reference/options/themeVariables.md'

/** The tokens a theme may set, in the order they are defined: the colours, then the rest. */
export const themeTokenNames = (): string[] => [
  ...new Set([...Object.keys(themeTokens.light), ...Object.keys(baseTokens)]),
]

/**
 * The page's `Tokens:` line, written from the tokens themselves (`npm run docs:tokens` writes it,
 * `themeTokens.test.ts` fails when the page differs).
 */
export function themeTokensLine(names: readonly string[] = themeTokenNames()): string {
  return `Tokens: ${names.map((name) => `\`${name.replace('--portico-', '')}\``).join(', ')}.`
}

/** `page` with its `Tokens:` line replaced by `line`. */
export function withTokensLine(page: string, line: string = themeTokensLine()): string {
  return page.replace(/^Tokens: .*$/m, line)
}
