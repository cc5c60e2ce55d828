// The Pay view and core's pay actions (the token read, the transfer, the exchange's window)
// behind a dynamic import of their own (spec §2: pay loads lazily): fetched when `pay` opens
// the modal on it, never with the page. It pulls in the modal chunk (open by then): the
// components it shares with the modal stay there instead of in small shared chunks.
import '../../modal/modalBundle.ts'

export { PayView } from './PayView.tsx'
