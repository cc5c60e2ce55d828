// The Buy view and core's on-ramp actions with their decimal arithmetic behind a dynamic import
// of their own (spec §2: on-ramp loads lazily): fetched when the Account view's Buy button is
// hovered or focused, or when Buy opens, never with the page. Like Send's and Swap's, it pulls
// in the modal and account chunks (Buy is opened from Account, so both are loaded by then).
import '../../modal/modalBundle.ts'
import '../Account/accountBundle.ts'

export { BuyView } from './BuyView.tsx'
