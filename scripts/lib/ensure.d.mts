export declare const CHROMIUM_PATH: string
export declare function ensureDependencies(): void
export declare function ensureChromium(): void
export interface DebianPackage {
  name: string
  isInstalled: () => boolean
}
export declare const SERVICE_PACKAGES: readonly DebianPackage[]
export declare function ensureServices(): void
export declare function ensureDebianPackages(packages: readonly DebianPackage[]): void
