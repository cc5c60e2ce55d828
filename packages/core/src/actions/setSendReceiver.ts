import { loadReceiverProfile } from '../internal/send/loadReceiverProfile.ts'
import { updateSendForm } from '../internal/send/updateSendForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Sets the receiver as typed or pasted (spaces around it are ignored when it is checked and
 * sent). It must be an address of the active family (spec §5: EVM 40 hex characters with
 * optional 0x, Solana 32 to 44 base58 characters), else `validation` says 'Not a valid EVM
 * address' / 'Not a valid Solana address'. The fee is asked again. A valid EVM receiver's name and
 * avatar (spec §7 identity) are then loaded into `receiverProfileName` / `receiverProfileImage`.
 *
 * @example
 * setSendReceiver(config, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 */
export function setSendReceiver(config: PorticoConfig, receiver: string): void {
  updateSendForm(config, {
    receiverAddress: receiver,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    fee: { status: 'idle' },
  })
  void loadReceiverProfile(config)
}
