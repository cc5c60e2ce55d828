// The account views (Account with its tabs, ProfileWallets, SwitchActiveChain) behind a dynamic
// import of their own, so a visitor who never connects never downloads them (spec §2: the
// account views load lazily). It imports the modal chunk on purpose: the components both use
// then live in that one chunk, instead of being split into many small shared chunks that would
// slow the modal's open (measured in the bench, issue #5).
import '../../modal/modalBundle.ts'

export { ProfileWalletsView } from '../ProfileWallets/ProfileWalletsView.tsx'
export { SwitchActiveChainView } from '../SwitchActiveChain/SwitchActiveChainView.tsx'
export { AccountView } from './AccountView.tsx'
export { preloadHistory } from './preloadHistory.ts'
