import { expect, it } from 'vitest'
import * as relay from './index.ts'

it('exports', () => {
  expect(Object.keys(relay)).toMatchInlineSnapshot(`
    [
      "startRelay",
    ]
  `)
})
