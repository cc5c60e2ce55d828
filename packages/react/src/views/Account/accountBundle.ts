// The Account view and its tabs behind one dynamic import of their own (spec §2: the account
// views load lazily): a visitor who never connects never downloads them, and a connected one
// gets them in parallel with the modal chunk (`preloadModal` asks for both).
export { AccountView } from './AccountView.tsx'
