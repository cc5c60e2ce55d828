// ConnectingSocial behind a dynamic import of its own: spec §2 loads the social login view
// lazily. Like the e-mail bundle it pulls in the modal chunk, so shared components stay there.
import '../../modal/modalBundle.ts'

export { ConnectingSocialView } from './ConnectingSocialView.tsx'
