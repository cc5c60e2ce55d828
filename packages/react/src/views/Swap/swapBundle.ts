// The Swap views (Swap, SwapSelectToken, SwapPreview) and core's swap actions with their decimal
// arithmetic behind a dynamic import of their own (spec §2: swaps load lazily): fetched when the
// Account view's Swap button is hovered or focused, or when a Swap view opens, never with the
// page. Like Send's, it pulls in the modal and account chunks (Swap is opened from Account, so
// both are loaded by then): the code it shares with them stays in those chunks.
import '../../modal/modalBundle.ts'
import '../Account/accountBundle.ts'

export { SwapPreviewView } from './SwapPreviewView.tsx'
export { SwapSelectTokenView } from './SwapSelectTokenView.tsx'
export { SwapView } from './SwapView.tsx'
