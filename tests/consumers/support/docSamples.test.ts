import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { repoRoot } from '../../../scripts/lib/run.mjs'
import {
  explainSampleErrors,
  publishedMarkdown,
  sampleFile,
  samplesOfMarkdown,
  writeDocSamples,
} from './docSamples.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const page = [
  '# A page',
  '',
  '```tsx',
  'const config = createConfig({ projectId })',
  '```',
  '',
  '```sh',
  'npm install @portico/react',
  '```',
  '',
  '```ts',
  '// app/config.ts',
  'export const chains = [] as const',
  '```',
].join('\n')

it('takes the ts and tsx blocks with the line of their fence, and leaves other languages', () => {
  expect(samplesOfMarkdown('docs/page.md', page)).toEqual([
    {
      doc: 'docs/page.md',
      line: 3,
      lang: 'tsx',
      code: 'const config = createConfig({ projectId })\n',
    },
    {
      doc: 'docs/page.md',
      line: 11,
      lang: 'ts',
      code: '// app/config.ts\nexport const chains = [] as const\n',
    },
  ])
})

it('writes a sample as a module named by its page, or at the path its first comment gives', () => {
  const [fragment, named] = samplesOfMarkdown('docs/page.md', page)
  if (!fragment || !named) throw new Error('two samples expected')
  expect(sampleFile(fragment, 0)).toEqual({
    path: 'docs/page/sample-1.tsx',
    text: '// docs/page.md:3\nconst config = createConfig({ projectId })\nexport {}\n',
  })
  // The origin goes last, so that a 'use client' directive can stay first.
  expect(sampleFile(named, 1)).toEqual({
    path: 'docs/page/app/config.ts',
    text: '// app/config.ts\nexport const chains = [] as const\n// docs/page.md:11\nexport {}\n',
  })
})

it("names a tsc error by the page's line", () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-doc-samples-'))
  dirs.push(dir)
  const [fragment, named] = samplesOfMarkdown('docs/page.md', page)
  if (!fragment || !named) throw new Error('two samples expected')
  writeFileSync(join(dir, 'a.tsx'), sampleFile(fragment, 0).text)
  writeFileSync(join(dir, 'b.ts'), sampleFile(named, 1).text)
  const output = [
    "a.tsx(2,16): error TS2304: Cannot find name 'createConfig'.",
    'b.ts(2,14): error TS1234: something.',
    'not a path: kept as it is',
  ].join('\n')
  expect(explainSampleErrors(output, dir)).toBe(
    [
      "docs/page.md:4 (a.tsx(2,16)): error TS2304: Cannot find name 'createConfig'.",
      'docs/page.md:13 (b.ts(2,14)): error TS1234: something.',
      'not a path: kept as it is',
    ].join('\n'),
  )
})

it("covers the repo's published Markdown and writes every sample with the strict settings", () => {
  const docs = publishedMarkdown(repoRoot)
  expect(docs).toContain('README.md')
  expect(docs).toContain('docs/integration.md')
  expect(docs).toContain('packages/wagmi/README.md')
  const dir = mkdtempSync(join(tmpdir(), 'portico-doc-samples-'))
  dirs.push(dir)
  const count = writeDocSamples(repoRoot, dir)
  const blocks = docs
    .map((doc) => samplesOfMarkdown(doc, readFileSync(join(repoRoot, doc), 'utf8')).length)
    .reduce((sum, n) => sum + n, 0)
  expect(count).toBe(blocks)
  expect(count).toBeGreaterThan(50)
  const tsconfig = readFileSync(join(dir, 'tsconfig.json'), 'utf8')
  expect(tsconfig).toContain('"exactOptionalPropertyTypes": true')
  expect(tsconfig).toContain('"strict": true')
  expect(readFileSync(join(dir, 'globals.d.ts'), 'utf8')).toContain('declare')
})
