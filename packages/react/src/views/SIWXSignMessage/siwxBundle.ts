// SIWXSignMessage behind a dynamic import of its own: only dApps with the `siwx` option ever show
// it. Like the other view bundles it pulls in the modal chunk, so shared components stay there.
import '../../modal/modalBundle.ts'

export { SIWXSignMessageView } from './SIWXSignMessageView.tsx'
