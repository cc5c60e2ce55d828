/** @type {import('next').NextConfig} */
const nextConfig = {
  // tsc checks the types apart (strict, skipLibCheck false); the build stays fast on 2 cores.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
}

export default nextConfig
