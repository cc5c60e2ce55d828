import * as v from 'valibot'
import { type ChainNamespace, chainNamespaceOf } from '../chains/chainNamespace.ts'

type NamespaceSchemas = Partial<Record<ChainNamespace, v.GenericSchema>>
type InputOf<TSchemas extends NamespaceSchemas> = {
  [TNamespace in keyof TSchemas]: TSchemas[TNamespace] extends v.GenericSchema
    ? v.InferInput<TSchemas[TNamespace]>
    : never
}[keyof TSchemas]
type OutputOf<TSchemas extends NamespaceSchemas> = {
  [TNamespace in keyof TSchemas]: TSchemas[TNamespace] extends v.GenericSchema
    ? v.InferOutput<TSchemas[TNamespace]>
    : never
}[keyof TSchemas]

/**
 * An object schema picked by the namespace of its `caipNetworkId` (`eip155:…`, `solana:…`,
 * `bip122:…`). Issues of the picked schema keep their paths, so a config error still names the
 * field (`chains[1].esploraUrl: …`); an id in no listed namespace fails with `message` on
 * `caipNetworkId`. (valibot's `variant` cannot take piped options, nor tell "wrong namespace"
 * from "bad id in the right namespace".)
 *
 * @example
 * const chainSchema = byNamespace({ eip155: evmChainSchema, solana: solanaChainSchema }, 'must be …')
 */
export function byNamespace<const TSchemas extends NamespaceSchemas>(
  schemas: TSchemas,
  message: string,
): v.GenericSchema<InputOf<TSchemas>, OutputOf<TSchemas>> {
  // The cast narrows the input type to the options' inputs (what the check enforces), so config
  // objects written in TypeScript are still type-checked field by field.
  const schema = v.pipe(
    // Optional here so that a missing id gets `message` too, not valibot's 'Invalid key'.
    v.looseObject({ caipNetworkId: v.optional(v.string(message)) }),
    v.rawTransform(({ dataset, addIssue, NEVER }): OutputOf<TSchemas> => {
      const input = dataset.value
      const namespace =
        input.caipNetworkId === undefined ? undefined : chainNamespaceOf(input.caipNetworkId)
      const schema = namespace === undefined ? undefined : schemas[namespace]
      if (schema === undefined) {
        addIssue({
          message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input,
              key: 'caipNetworkId',
              value: input.caipNetworkId,
            },
          ],
        })
        return NEVER
      }
      const result = v.safeParse(schema, input, { abortEarly: true })
      if (result.success) return result.output as OutputOf<TSchemas>
      for (const issue of result.issues)
        addIssue({
          message: issue.message,
          ...(issue.path === undefined ? {} : { path: issue.path }),
        })
      return NEVER
    }),
  )
  return schema as unknown as v.GenericSchema<InputOf<TSchemas>, OutputOf<TSchemas>>
}
