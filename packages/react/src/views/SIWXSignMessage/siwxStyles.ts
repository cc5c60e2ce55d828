import { styleSheet } from '../../styles/styleSheet.ts'

/** SIWXSignMessage: the dApp and the wallet side by side, Cancel and Sign. */
export const siwxStyles = styleSheet(/* css */ `
/* SIWXSignMessage: the dApp and the wallet side by side, Cancel and Sign */
.siwx-images {
  display: flex;
  gap: 12px;
}
.siwx-actions {
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  width: 100%;
  margin-top: 8px;
}
`)
