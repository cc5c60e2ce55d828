// Writes the themeVariables page's token list from the tokens: `npm run docs:tokens`.
import { readFileSync, writeFileSync } from 'node:fs'
import { THEME_TOKENS_DOC, withTokensLine } from '../src/styles/themeTokensDoc.ts'

const path = new URL(`../../../${THEME_TOKENS_DOC}`, import.meta.url)
writeFileSync(path, withTokensLine(readFileSync(path, 'utf8')))
console.info(`wrote the token list of ${THEME_TOKENS_DOC}`)
