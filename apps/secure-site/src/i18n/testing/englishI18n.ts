import { messages } from '../compiled/en.ts'
import { createFrameI18n, type FrameI18n } from '../frameI18n.ts'

/** The English messages, loaded at once: for tests, which render synchronously. */
export const english: FrameI18n = createFrameI18n('en', messages)
