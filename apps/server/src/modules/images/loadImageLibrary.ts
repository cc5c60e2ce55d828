import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'

/**
 * The images shipped in apps/server/assets/images (network, token and currency icons, with
 * their sources in README.md there).
 */
export const BUNDLED_IMAGES_DIR = fileURLToPath(new URL('../../../assets/images', import.meta.url))

/** The three image routes of spec §7, by the folder their files live in. */
export type ImageKind = 'assets' | 'tokens' | 'currencies'

export interface StoredImage {
  bytes: Buffer
  contentType: 'image/svg+xml' | 'image/webp'
  /** A strong validator of the bytes: `"<22 base64url characters of their sha256>"`. */
  etag: string
}

/** Each kind's images by id (asset ids as listed, token symbols and currency codes upper case). */
export type ImageLibrary = Readonly<Record<ImageKind, ReadonlyMap<string, StoredImage>>>

// A file name the manifest may give: its own kind's folder, one plain name, a served type.
const FILE_PATTERN = /^(assets|tokens|currencies)\/[a-z0-9][a-z0-9-]{0,63}\.(svg|webp)$/
const idMap = v.record(
  v.pipe(v.string(), v.maxLength(64)),
  v.pipe(v.string(), v.regex(FILE_PATTERN)),
)
const manifestSchema = v.object({ assets: idMap, tokens: idMap, currencies: idMap })

/**
 * Reads `images.json` in `dir` (written by scripts/copyImages.mjs: each kind's id → file) and
 * every file it names, once: the routes then answer from memory. A manifest naming a file
 * outside its kind's folder, of another type, or missing, fails here, at start.
 *
 * @example
 * const library = await loadImageLibrary(BUNDLED_IMAGES_DIR)
 * library.tokens.get('ETH')?.contentType // 'image/svg+xml'
 */
export async function loadImageLibrary(dir: string): Promise<ImageLibrary> {
  const raw: unknown = JSON.parse(await readFile(join(dir, 'images.json'), 'utf8'))
  const parsed = v.safeParse(manifestSchema, raw)
  if (!parsed.success) throw new Error(`${join(dir, 'images.json')}: ${v.summarize(parsed.issues)}`)
  // One read and one buffer per file, however many ids share it.
  const files = new Map<string, Promise<StoredImage>>()
  const load = (file: string) => {
    let image = files.get(file)
    if (image === undefined) {
      image = readImage(dir, file)
      files.set(file, image)
    }
    return image
  }
  const kindOf = async (kind: ImageKind) => {
    const entries = Object.entries(parsed.output[kind])
    for (const [id, file] of entries)
      if (!file.startsWith(`${kind}/`)) throw new Error(`images.json: ${kind} ${id} → ${file}`)
    return new Map(
      await Promise.all(entries.map(async ([id, file]) => [id, await load(file)] as const)),
    )
  }
  return {
    assets: await kindOf('assets'),
    tokens: await kindOf('tokens'),
    currencies: await kindOf('currencies'),
  }
}

async function readImage(dir: string, file: string): Promise<StoredImage> {
  const bytes = await readFile(join(dir, file))
  const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 22)
  return {
    bytes,
    contentType: file.endsWith('.svg') ? 'image/svg+xml' : 'image/webp',
    etag: `"${digest}"`,
  }
}
