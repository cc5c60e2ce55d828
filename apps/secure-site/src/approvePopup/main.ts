import '../styles.css'
import { startApprovePopup } from '../approve/startApprovePopup.ts'

// approve.html: the approve popup the frame opens where it cannot tell whether it is covered.
const root = document.getElementById('app')
if (root) startApprovePopup({ window, root })
