import { loadReceiverProfile } from '../internal/send/loadReceiverProfile.ts'
import { updateSendForm } from '../internal/send/updateSendForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Sets the receiver as typed or pasted (spaces around it are ignored when it is checked and
 * sent). It must be an address of the active family (spec §5: EVM 40 hex characters with
 * optional 0x, Solana 32 to 44 base58 characters), else `validation` says 'Not a valid EVM
 * address' / 'Not a valid Solana address'. The fee is asked again. A valid EVM receiver's name and
 * avatar (spec §7 identity) are then loaded into `receiverProfileName` / `receiverProfileImage`.
 * On EVM a receiver may be an account name ('alice.portico.id'): it is resolved (kept 5 minutes,
 * spec §9) into `receiverName`, whose address is shown beside it and is where the transfer goes;
 * until then `validation` says 'Looking up the name', then 'No address found for …' if it has
 * none. Other families take no names ('Names can only be used on EVM networks').
 *
 * @example
 * setSendReceiver(config, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * setSendReceiver(config, 'alice.portico.id')
 */
export function setSendReceiver(config: PorticoConfig, receiver: string): void {
  updateSendForm(config, {
    receiverAddress: receiver,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    receiverName: undefined,
    fee: { status: 'idle' },
  })
  void loadReceiverProfile(config)
}
