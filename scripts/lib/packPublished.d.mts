export interface PackedManifest {
  name: string
  version: string
  private?: boolean
  type?: string
  sideEffects?: boolean
  exports?: Record<string, Record<string, string> | string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
export interface PackedPackage {
  name: string
  version: string
  tarball: string
  /** Bytes of the .tgz. */
  size: number
  unpackedSize: number
  files: { path: string; size: number }[]
  /** Where the tarball was unpacked, for checks of its files. */
  unpackedDir: string
  manifest: PackedManifest
}
export declare function packPublished(destination: string): PackedPackage[]
