// The code samples of the README and the docs, as files a dApp type-checks (the packaging test's
// "docs' code samples" checks): every ```ts and ```tsx block of the Markdown the kit publishes.
// A sample whose first line is a path comment (`// app/Providers.tsx`) is written at that path
// beside its page's other samples, so a page can show a dApp of several files that import each
// other. Every sample is made a module (`export {}`), so two pages' `const config` don't clash;
// names a fragment uses without declaring come from tests/consumers/docSamples/globals.d.ts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

export interface DocSample {
  /** The Markdown file, relative to the repo. */
  doc: string
  /** The line of the opening fence. */
  line: number
  lang: 'ts' | 'tsx'
  code: string
}

const FENCE = /^```(ts|tsx)\s*$/
const PATH_COMMENT = /^\/\/ ((?:[\w.-]+\/)*[\w.-]+\.tsx?)\b/

/** The ts/tsx code blocks of one Markdown text. */
export function samplesOfMarkdown(doc: string, markdown: string): DocSample[] {
  const samples: DocSample[] = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const lang = FENCE.exec(lines[index] ?? '')?.[1] as DocSample['lang'] | undefined
    if (!lang) continue
    const start = index
    const code: string[] = []
    for (index++; index < lines.length && !(lines[index] ?? '').startsWith('```'); index++)
      code.push(lines[index] ?? '')
    samples.push({ doc, line: start + 1, lang, code: `${code.join('\n')}\n` })
  }
  return samples
}

/** The Markdown the kit publishes: the README, docs/, and each package's README. */
export function publishedMarkdown(repoRoot: string): string[] {
  const files = ['README.md']
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.md')) files.push(path)
    }
  }
  walk('docs')
  for (const entry of readdirSync(join(repoRoot, 'packages'), { withFileTypes: true }))
    if (entry.isDirectory()) {
      const readme = `packages/${entry.name}/README.md`
      try {
        readFileSync(join(repoRoot, readme))
        files.push(readme)
      } catch {
        // a package without a README
      }
    }
  return files.sort()
}

/** Where a sample goes under the samples folder, and the text written there. */
export function sampleFile(sample: DocSample, index: number): { path: string; text: string } {
  const pageDir = sample.doc.replace(/\.md$/, '').replace(/[^\w/-]/g, '_')
  const named = PATH_COMMENT.exec(sample.code.split('\n', 1)[0] ?? '')?.[1]
  const path = named ? `${pageDir}/${named}` : `${pageDir}/sample-${index + 1}.${sample.lang}`
  const where = `// ${sample.doc}:${sample.line}\n`
  // A directive ('use client') must stay the first statement, so the origin line goes after it.
  const text = named ? `${sample.code}${where}export {}\n` : `${where}${sample.code}export {}\n`
  return { path, text }
}

/**
 * Writes every sample of the repo's published Markdown into `dir` (emptied first), with the
 * fragment globals and the strict tsconfig from tests/consumers/docSamples. Returns how many.
 */
export function writeDocSamples(repoRoot: string, dir: string): number {
  rmSync(dir, { recursive: true, force: true })
  const template = join(repoRoot, 'tests', 'consumers', 'docSamples')
  let count = 0
  for (const doc of publishedMarkdown(repoRoot)) {
    const samples = samplesOfMarkdown(doc, readFileSync(join(repoRoot, doc), 'utf8'))
    samples.forEach((sample, index) => {
      const { path, text } = sampleFile(sample, index)
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
      count++
    })
  }
  for (const name of readdirSync(template))
    writeFileSync(join(dir, name), readFileSync(join(template, name)))
  return count
}

/**
 * Names each tsc error of a sample by its page and line (`docs/x.md:12 (docs-samples/….tsx(3,5))`);
 * `cwd` is where tsc ran, which its paths are relative to.
 */
export function explainSampleErrors(output: string, cwd: string): string {
  return output.replace(/^(\S+\.tsx?)\((\d+),(\d+)\)/gm, (match, file: string, line: string) => {
    let lines: string[]
    try {
      lines = readFileSync(resolve(cwd, file), 'utf8').split('\n')
    } catch {
      return match
    }
    const originAt = lines.findIndex((candidate) => ORIGIN.test(candidate))
    if (originAt < 0) return match
    const [doc, fence] = (lines[originAt] ?? '').slice(3).split(':')
    // The origin line comes first, or last for a sample written at its own path.
    const sampleLine = originAt === 0 ? Number(line) - 1 : Number(line)
    return `${doc}:${Number(fence) + sampleLine} (${match})`
  })
}

const ORIGIN = /^\/\/ \S+\.md:\d+$/
