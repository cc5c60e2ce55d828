// All Wallets with its virtualiser (@tanstack/react-virtual): a chunk of its own, fetched when
// the pointer or focus heads for its entry (pointerenter comes before a touch's click too), so
// the modal's first open does not carry it. Like the other view bundles it pulls in the modal chunk (always
// loaded by then), so the components both use stay in that one chunk.
import '../../modal/modalBundle.ts'

export { AllWalletsView } from './AllWalletsView.tsx'
