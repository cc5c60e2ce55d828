// Copies the network, token and fiat currency images that the server's /public/get*Image routes
// serve (apps/server/assets/images/) from npm packages with permissive licences, and records
// where each file came from in images.json and README.md beside them. The packages are
// installed into a temporary folder, not the repo: the server needs some 80 small files, not
// the ~130 MB of icons they come in, and nothing else uses them. Versions are pinned, so a run
// gives the same files. Our own drawings (local networks, PUSD, PTK) are kept as they are.
//
// node apps/server/scripts/copyImages.mjs
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const serverDir = dirname(dirname(fileURLToPath(import.meta.url)))
const imagesDir = join(serverDir, 'assets', 'images')
const networks = JSON.parse(readFileSync(join(serverDir, 'data', 'networks.json'), 'utf8'))

// A file over this is not worth its bytes for a 20–48 px icon: the next source is tried.
const MAX_BYTES = 12_000

// Each package's licence as its manifest states it (checked after the install) and, for MIT,
// the notice that must travel with the copies: the package's LICENSE file, or where a package
// ships none (@web3icons/core), the copyright line of its repository's LICENCE.
const PACKAGES = {
  cc: { name: 'cryptocurrency-icons', version: '0.18.1', license: 'CC0-1.0' },
  web3icons: {
    name: '@web3icons/core',
    version: '4.0.56',
    license: 'MIT',
    copyright: 'Copyright (c) 2024 0xa3k5',
  },
  bitgo: { name: '@bitgo-forks/cryptocurrency-icons', version: '0.101.0', license: 'CC0-1.0' },
  flags: { name: 'flag-icons', version: '7.5.0', license: 'MIT', licenseFile: 'LICENSE' },
}
const MIT_TERMS = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`

// Token symbols, each from the first package that has a safe, small SVG for it.
const TOKENS = [
  'ETH',
  'WETH',
  'BTC',
  'WBTC',
  'SOL',
  'USDC',
  'USDT',
  'DAI',
  'POL',
  'MATIC',
  'BNB',
  'AVAX',
  'ARB',
  'OP',
  'CELO',
  'FTM',
  'GNO',
  'LINK',
  'UNI',
  'AAVE',
  'CRV',
  'MKR',
  'LDO',
  'COMP',
  'SNX',
  'GRT',
  'ENS',
  'CBETH',
  'USDE',
  'PYUSD',
  'EURC',
  'FRAX',
  'TUSD',
  'GHO',
]
const tokenCandidates = (symbol) => [
  ['cc', `svg/color/${symbol.toLowerCase()}.svg`],
  ['web3icons', `dist/svgs/tokens/branded/${symbol}.svg.js`],
  ['bitgo', `svg/color/${symbol.toLowerCase()}.svg`],
]

// @web3icons/core network icon → the CAIP-2 ids of networks.json it stands for (testnets share
// their mainnet's icon). Each network's Reown image id gets the same file.
const NETWORK_ICONS = {
  ethereum: ['eip155:1', 'eip155:5', 'eip155:11155111'],
  optimism: ['eip155:10', 'eip155:420'],
  'arbitrum-one': ['eip155:42161', 'eip155:421613'],
  polygon: ['eip155:137', 'eip155:80001'],
  celo: ['eip155:42220'],
  aurora: ['eip155:1313161554', 'eip155:1313161555'],
  'binance-smart-chain': ['eip155:56', 'eip155:97'],
  avalanche: ['eip155:43114', 'eip155:43113'],
  zksync: ['eip155:324', 'eip155:280'],
  gnosis: ['eip155:100'],
  base: ['eip155:8453', 'eip155:84531', 'eip155:84532'],
  zora: ['eip155:7777777', 'eip155:999'],
  fantom: ['eip155:250'],
  kaia: ['eip155:8217'],
  solana: networks.filter((n) => n.namespace === 'solana').map((n) => n.caip2),
  bitcoin: networks.filter((n) => n.namespace === 'bip122').map((n) => n.caip2),
}

// ISO 4217 code → flag-icons square flag.
const CURRENCIES = {
  USD: 'us',
  EUR: 'eu',
  GBP: 'gb',
  JPY: 'jp',
  CNY: 'cn',
  KRW: 'kr',
  INR: 'in',
  CAD: 'ca',
  AUD: 'au',
  CHF: 'ch',
  BRL: 'br',
  SGD: 'sg',
  HKD: 'hk',
  SEK: 'se',
  NOK: 'no',
  DKK: 'dk',
  PLN: 'pl',
  TRY: 'tr',
  ZAR: 'za',
  NZD: 'nz',
  IDR: 'id',
  NGN: 'ng',
  AED: 'ae',
  THB: 'th',
  VND: 'vn',
  ILS: 'il',
  CZK: 'cz',
  HUF: 'hu',
  PHP: 'ph',
  MYR: 'my',
  ARS: 'ar',
}

// Drawn for Portico (the project's licence): the devnet's networks and tokens.
const OWN = {
  'assets/portico-local.svg': ['eip155:31337'],
  'assets/portico-local-2.svg': ['eip155:31338'],
  'assets/solana-local.svg': ['solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo'],
  'assets/bitcoin-regtest.svg': ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
  'tokens/pusd.svg': ['PUSD'],
  'tokens/ptk.svg': ['PTK'],
}
const OWN_LICENSE = 'Apache-2.0'

/** Why an SVG may not be served, or undefined: no script, handler, foreign content or link out. */
function unsafeReason(svg) {
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg)) return 'not an SVG document'
  if (/<script|<foreignObject|javascript:|\son[a-z]+\s*=/i.test(svg)) return 'active content'
  if (/(?:xlink:)?href\s*=\s*["'](?!#)/i.test(svg)) return 'a reference outside the file'
  return undefined
}

/** The MIT notices to ship beside the copies, by package name. */
function notices(dir) {
  const texts = {}
  for (const pkg of Object.values(PACKAGES)) {
    if (pkg.licenseFile)
      texts[pkg.name] = readFileSync(
        join(dir, 'node_modules', pkg.name, pkg.licenseFile),
        'utf8',
      ).trim()
    else if (pkg.copyright) texts[pkg.name] = `MIT License\n\n${pkg.copyright}\n\n${MIT_TERMS}`
  }
  return texts
}

function install(dir) {
  writeFileSync(join(dir, 'package.json'), '{"private":true}\n')
  const specs = Object.values(PACKAGES).map(({ name, version }) => `${name}@${version}`)
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', ...specs],
    { cwd: dir, stdio: 'inherit' },
  )
  for (const pkg of Object.values(PACKAGES)) {
    const manifest = JSON.parse(
      readFileSync(join(dir, 'node_modules', pkg.name, 'package.json'), 'utf8'),
    )
    if (manifest.version !== pkg.version || manifest.license !== pkg.license)
      throw new Error(
        `${pkg.name}: ${manifest.version} ${manifest.license}, expected ${pkg.version} ${pkg.license}`,
      )
  }
}

/** The SVG text of a package file: a plain .svg, or @web3icons' module exporting the string. */
async function readSvg(dir, key, path) {
  const file = join(dir, 'node_modules', PACKAGES[key].name, path)
  if (!existsSync(file)) return undefined
  if (path.endsWith('.js')) return (await import(pathToFileURL(file).href)).default
  return readFileSync(file, 'utf8')
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'portico-images-'))
  const files = {}
  const ids = { assets: {}, tokens: {}, currencies: {} }
  const skipped = []
  let licenceTexts = {}
  const write = (file, svg, source) => {
    const reason = unsafeReason(svg)
    if (reason !== undefined) throw new Error(`${file}: ${reason}`)
    writeFileSync(join(imagesDir, file), svg)
    files[file] = source
  }
  const sourceOf = (key, path) => ({
    package: `${PACKAGES[key].name}@${PACKAGES[key].version}`,
    path,
    license: PACKAGES[key].license,
  })
  try {
    install(dir)
    licenceTexts = notices(dir)

    for (const symbol of TOKENS) {
      let found = false
      for (const [key, path] of tokenCandidates(symbol)) {
        const svg = await readSvg(dir, key, path)
        if (svg === undefined || svg.length > MAX_BYTES || unsafeReason(svg) !== undefined) continue
        const file = `tokens/${symbol.toLowerCase()}.svg`
        write(file, svg, sourceOf(key, path))
        ids.tokens[symbol] = file
        found = true
        break
      }
      if (!found) skipped.push(`token ${symbol}`)
    }

    for (const [icon, caip2s] of Object.entries(NETWORK_ICONS)) {
      const path = `dist/svgs/networks/branded/${icon}.svg.js`
      const svg = await readSvg(dir, 'web3icons', path)
      if (svg === undefined) throw new Error(`@web3icons/core has no network icon ${icon}`)
      const file = `assets/${icon}.svg`
      write(file, svg, sourceOf('web3icons', path))
      for (const caip2 of caip2s) {
        const network = networks.find((candidate) => candidate.caip2 === caip2)
        if (network === undefined) throw new Error(`${caip2} is not in networks.json`)
        ids.assets[caip2] = file
        if (network.image_id === null) continue
        const previous = ids.assets[network.image_id]
        if (previous !== undefined && previous !== file)
          throw new Error(`image id ${network.image_id} is both ${previous} and ${file}`)
        ids.assets[network.image_id] = file
      }
    }
    for (const network of networks)
      if (ids.assets[network.caip2] === undefined) skipped.push(`network ${network.caip2}`)

    for (const [code, flag] of Object.entries(CURRENCIES)) {
      const path = `flags/1x1/${flag}.svg`
      const svg = await readSvg(dir, 'flags', path)
      if (svg === undefined || svg.length > MAX_BYTES)
        throw new Error(`flag ${flag}: missing or large`)
      const file = `currencies/${code.toLowerCase()}.svg`
      write(file, svg, sourceOf('flags', path))
      ids.currencies[code] = file
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  for (const [file, idsOfFile] of Object.entries(OWN)) {
    const svg = readFileSync(join(imagesDir, file), 'utf8')
    const reason = unsafeReason(svg)
    if (reason !== undefined) throw new Error(`${file}: ${reason}`)
    files[file] = { package: 'Portico (drawn for this project)', path: null, license: OWN_LICENSE }
    const kind = file.startsWith('tokens/') ? 'tokens' : 'assets'
    for (const id of idsOfFile) ids[kind][id] = file
  }

  // Every file here is listed, so nothing unaccounted for is ever served or shipped.
  for (const kind of Object.keys(ids))
    for (const name of readdirSync(join(imagesDir, kind)))
      if (files[`${kind}/${name}`] === undefined)
        throw new Error(`${kind}/${name} is not produced by this script: remove it or list it`)

  const sorted = (object) =>
    Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)))
  const manifest = {
    assets: sorted(ids.assets),
    tokens: sorted(ids.tokens),
    currencies: sorted(ids.currencies),
    files: sorted(files),
  }
  writeFileSync(join(imagesDir, 'images.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(join(imagesDir, 'README.md'), readme(manifest, licenceTexts))
  console.info(`${Object.keys(files).length} files; not found: ${skipped.join(', ') || 'none'}`)
}

function readme(manifest, licenceTexts) {
  const idsOf = (file) =>
    ['assets', 'tokens', 'currencies'].flatMap((kind) =>
      Object.entries(manifest[kind])
        .filter(([, each]) => each === file)
        .map(([id]) => `\`${id}\``),
    )
  const rows = Object.entries(manifest.files).map(
    ([file, source]) =>
      `| \`${file}\` | ${idsOf(file).join(', ')} | ${source.package}${source.path ? ` \`${source.path}\`` : ''} | ${source.license} |`,
  )
  const packages = Object.values(PACKAGES).map(
    ({ name, version, license }) => `| npm \`${name}@${version}\` | ${license} |`,
  )
  return `# Images served by /public/get{Asset,Token,Currency}Image

Written by \`apps/server/scripts/copyImages.mjs\` (\`node apps/server/scripts/copyImages.mjs\`);
do not edit by hand except the files drawn for Portico, which the script keeps. \`images.json\`
maps each id to its file and records each file's source; the server reads it and every file
once at start (\`src/modules/images/loadImageLibrary.ts\`).

- \`assets/\`: network images, by CAIP-2 id (\`eip155:1\`) and by the network's Reown image id
  from \`data/networks.json\`; testnets share their mainnet's icon. The devnet's networks have
  icons drawn for Portico.
- \`tokens/\`: token images by symbol (upper case), each from the first of cryptocurrency-icons,
  @web3icons/core and the BitGo fork of cryptocurrency-icons that has a small, script-free SVG.
- \`currencies/\`: fiat currencies by ISO 4217 code, as the square flag of the issuer.

SVGs are copied unchanged; the script refuses any with scripts, event handlers, foreign
content or references outside the file. The logos are the trademarks of their owners and are
used here only to identify the network, token or currency.

## Packages

| source | licence |
| --- | --- |
${packages.join('\n')}
| drawn for Portico | ${OWN_LICENSE} (this project's licence) |

CC0-1.0 asks for no notice. The MIT notices:

${Object.entries(licenceTexts)
  .map(([name, text]) => `### ${name}\n\n\`\`\`text\n${text}\n\`\`\`\n`)
  .join('\n')}
## Files

| file | ids | source | licence |
| --- | --- | --- | --- |
${rows.join('\n')}
`
}

await main()
