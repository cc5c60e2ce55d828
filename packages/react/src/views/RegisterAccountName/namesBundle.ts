// The account-name views (RegisterAccountName, RegisterAccountNameSuccess) behind a dynamic
// import of their own: only a visitor who chooses a name downloads them. It imports the modal
// and account chunks (the views open from Account, so both are loaded by then): the components
// and core code they share stay in those chunks instead of small shared chunks.
import '../../modal/modalBundle.ts'
import '../Account/accountBundle.ts'

export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.tsx'
export { RegisterAccountNameView } from './RegisterAccountNameView.tsx'
