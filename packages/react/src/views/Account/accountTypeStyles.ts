import { styleSheet } from '../../styles/styleSheet.ts'

/**
 * The account type row (AccountTypeRow): its tags and switch on one centred line, wrapping
 * under each other where a translation or the 360 px modal leaves no room; the refusal under
 * them.
 */
export const accountTypeStyles = styleSheet(/* css */ `
.account-type {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px 8px;
  max-width: 100%;
}
.account-type > .tag {
  flex: 0 1 auto;
  height: auto;
  min-height: 22px;
  max-width: 100%;
  text-align: center;
}
.account-type > .btn {
  max-width: 100%;
}
.account-type-error {
  flex: 1 0 100%;
  margin: 0;
  text-align: center;
}
`)
