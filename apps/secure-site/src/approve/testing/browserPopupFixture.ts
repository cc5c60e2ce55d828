import { startApprovePopup } from '../startApprovePopup.ts'

// approve.html's script, for src/approve/approveView.browser.test.ts (no Vite, same code).
const root = document.getElementById('app')
if (root) startApprovePopup({ window, root })
