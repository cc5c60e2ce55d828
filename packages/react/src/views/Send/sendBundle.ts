// The Send views (Send, SendSelectToken, SendPreview) and core's send actions with their decimal
// arithmetic (bignumber.js) behind a dynamic import of their own (spec §2: send loads lazily):
// fetched when the Account view's Send button is hovered or focused, or when a Send view opens,
// never with the page. Like the other view bundles it pulls in the modal chunk (always loaded by
// then), so the components both use stay in that one chunk.
import '../../modal/modalBundle.ts'

export { SendPreviewView } from './SendPreviewView.tsx'
export { SendSelectTokenView } from './SendSelectTokenView.tsx'
export { SendView } from './SendView.tsx'
