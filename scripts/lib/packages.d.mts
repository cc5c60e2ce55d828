export interface PublishedPackage {
  name: string
  dir: string
  manifest: Record<string, unknown>
  internalDependencies: string[]
  outputs: string[]
}
export declare function publishedPackages(): PublishedPackage[]
