export declare const SELF_CONTAINED: Readonly<Record<string, readonly string[]>>
export declare function isSelfContainedSource(id: string): boolean
export declare function bundleSelfContained(input: string): Promise<string>
