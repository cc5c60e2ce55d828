// All Wallets with its virtualiser (@tanstack/react-virtual): a chunk of its own, fetched when
// the Connect view has painted (at idle) or when the pointer heads for its entry, so the modal's
// first open does not carry it. Like the other view bundles it pulls in the modal chunk (always
// loaded by then), so the components both use stay in that one chunk.
import '../../modal/modalBundle.ts'

export { AllWalletsView } from './AllWalletsView.tsx'
