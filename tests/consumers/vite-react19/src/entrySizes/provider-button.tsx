// "provider + button": the provider and the connect button on a config without adapters.
import { mount } from './mount.tsx'

mount([])
