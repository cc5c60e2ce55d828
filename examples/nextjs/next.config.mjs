import { fileURLToPath } from 'node:url'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Inside this repo the Portico packages are read from their TypeScript sources (the
  // "@portico/source" export condition, listed first); a dApp outside it gets their built dist/
  // files and needs neither setting.
  transpilePackages: ['@portico/core', '@portico/evm', '@portico/react'],
  webpack(config) {
    config.resolve.conditionNames = [
      '@portico/source',
      ...(config.resolve.conditionNames ?? ['...']),
    ]
    return config
  },
  // The monorepo root, so Next does not guess from the lockfile.
  outputFileTracingRoot: fileURLToPath(new URL('../..', import.meta.url)),
  // Types and lint are checked by the repository's own tools; the build stays fast on 2 cores.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
  poweredByHeader: false,
}

export default nextConfig
