// Module resolution hook (registered by `useSourceCondition`): resolves every import with the
// "@portico/source" condition too, as `node --conditions=@portico/source` would.
import { SOURCE_CONDITION } from './sourceCondition.mjs'

export async function resolve(specifier, context, nextResolve) {
  if (context.conditions.includes(SOURCE_CONDITION)) return nextResolve(specifier, context)
  return nextResolve(specifier, {
    ...context,
    conditions: [...context.conditions, SOURCE_CONDITION],
  })
}
