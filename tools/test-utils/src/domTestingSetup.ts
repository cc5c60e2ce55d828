// Setup file of the happy-dom projects that render the kit (vitest.config.ts `setupFiles`).
import { configure, prettyDOM } from '@testing-library/dom'

const MAX_PRINTED = 4_000

configure({
  // Tests wait on real servers, chains and lazily loaded chunks, often with another test file
  // sharing the two cores: a query that would find its element in 1.5 s must not fail at 1 s.
  asyncUtilTimeout: 5_000,
  // The kit renders into a shadow root, which Testing Library's default message cannot print:
  // its attempt threw inside a timer (an uncaught error naming no test) instead of failing the
  // query with its own message.
  getElementError: (message, container) => {
    const markup =
      container instanceof ShadowRoot
        ? container.innerHTML.slice(0, MAX_PRINTED)
        : container
          ? prettyDOM(container as Element, MAX_PRINTED) || ''
          : ''
    const error = new Error([message, markup].filter(Boolean).join('\n\n'))
    error.name = 'TestingLibraryElementError'
    return error
  },
})
