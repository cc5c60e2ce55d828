// The Send views (Send, SendSelectToken, SendPreview) and core's send actions with their decimal
// arithmetic (bignumber.js) behind a dynamic import of their own (spec §2: send loads lazily):
// fetched when the Account view's Send button is hovered or focused, or when a Send view opens,
// never with the page. It pulls in the modal and account chunks (Send is opened from Account, so
// both are loaded by then): the components and core code it shares with them stay in those
// chunks instead of small shared chunks that the modal's or Account's open would wait for.
import '../../modal/modalBundle.ts'
import '../Account/accountBundle.ts'

export { SendPreviewView } from './SendPreviewView.tsx'
export { SendSelectTokenView } from './SendSelectTokenView.tsx'
export { SendView } from './SendView.tsx'
