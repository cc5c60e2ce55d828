export declare const SOURCE_CONDITION = '@portico/source'
export declare function nodeOptionsWithSourceCondition(nodeOptions?: string): string
export declare function useSourceCondition(): void
