import { styleSheet } from '../styles/styleSheet.ts'

/** The e-mail and code forms and the labelled text field (`TextField`, `CodeForm`). */
export const formStyles = styleSheet(/* css */ `
/* E-mail sign-in: the Connect view's field, the code step, the change flow */
.email-form {
  display: flex;
  flex-direction: column;
  gap: 10px;
}
.text-field {
  display: flex;
  flex-direction: column;
  gap: 6px;
}
.text-field-label {
  font-size: 14px;
  font-weight: 600;
}
.input-plain {
  padding: 0 14px;
}
.input-plain[aria-invalid='true'] {
  border-color: var(--portico-danger);
}
`)
