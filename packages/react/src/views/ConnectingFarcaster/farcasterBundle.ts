// ConnectingFarcaster behind a dynamic import of its own (spec §2 loads the social login views
// lazily). It pulls in the modal chunk (always loaded by then), so the components it shares stay
// there; the QR encoder it shares with the WalletConnect and Receive views is a chunk of its own.
import '../../modal/modalBundle.ts'

export { ConnectingFarcasterView } from './ConnectingFarcasterView.tsx'
