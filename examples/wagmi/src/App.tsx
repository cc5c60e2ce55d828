import { ConnectButton } from '@portico/react'
import { useEffect, useState } from 'react'
import { type Address, erc20Abi, formatEther, parseEther } from 'viem'
import {
  useBalance,
  useCallsStatus,
  useCapabilities,
  useChains,
  useConnection,
  useDisconnect,
  useReadContract,
  useSendCalls,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'

// Who the approval below is for: any address will do, this one has no key.
const SPENDER: Address = '0x000000000000000000000000000000000000dEaD'

/** Everything below the button is plain wagmi: its hooks go through the wallet picked in Portico. */
export function App({ token }: { token: Address }) {
  const { status, address, chainId } = useConnection()
  return (
    <main>
      <h1>wagmi + Portico</h1>
      <ConnectButton />
      <dl>
        <dt>wagmi status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain-id">{chainId ?? '—'}</dd>
      </dl>
      {address && (
        <>
          <Balance address={address} />
          <SwitchChain />
          <SignMessage />
          <SendEther address={address} />
          <Allowance owner={address} token={token} />
          {chainId !== undefined && <BatchTransfers chainId={chainId} token={token} />}
          <Disconnect />
        </>
      )}
    </main>
  )
}

function Balance({ address }: { address: Address }) {
  const { data } = useBalance({ address })
  return <p data-testid="wagmi-balance">{data ? `${formatEther(data.value)} ETH` : '…'}</p>
}

function SwitchChain() {
  const chains = useChains()
  const { mutate, error } = useSwitchChain()
  return (
    <section>
      {chains.map((chain) => (
        <button
          key={chain.id}
          type="button"
          data-testid={`wagmi-switch-${chain.id}`}
          onClick={() => mutate({ chainId: chain.id })}
        >
          Switch to {chain.name}
        </button>
      ))}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}

function SignMessage() {
  const [message, setMessage] = useState('Hello from wagmi')
  const { mutate, data, error } = useSignMessage()
  return (
    <section>
      <input
        aria-label="Message"
        data-testid="wagmi-sign-input"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button type="button" data-testid="wagmi-sign-button" onClick={() => mutate({ message })}>
        Sign message
      </button>
      {data && <output data-testid="wagmi-signature">{data}</output>}
      {error && <p data-testid="wagmi-sign-error">{error.name}</p>}
    </section>
  )
}

function SendEther({ address }: { address: Address }) {
  const { mutate, data } = useSendTransaction()
  return (
    <section>
      <button
        type="button"
        data-testid="wagmi-send-button"
        onClick={() => mutate({ to: address, value: parseEther('0.001') })}
      >
        Send 0.001 ETH to myself
      </button>
      {data && <output data-testid="wagmi-send-hash">{data}</output>}
    </section>
  )
}

function Allowance({ owner, token }: { owner: Address; token: Address }) {
  const [amount, setAmount] = useState('42')
  const allowance = useReadContract({
    abi: erc20Abi,
    address: token,
    functionName: 'allowance',
    args: [owner, SPENDER],
  })
  const { mutate, data: hash, error } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  const mined = receipt.data?.status
  const { refetch } = allowance
  // Read again once the approval is mined.
  useEffect(() => {
    if (mined === 'success') void refetch()
  }, [mined, refetch])
  return (
    <section>
      <p>
        Allowance: <span data-testid="wagmi-allowance">{allowance.data?.toString() ?? '…'}</span>
      </p>
      <input
        aria-label="Amount"
        data-testid="wagmi-allowance-input"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <button
        type="button"
        data-testid="wagmi-write-button"
        onClick={() =>
          mutate({
            abi: erc20Abi,
            address: token,
            functionName: 'approve',
            args: [SPENDER, BigInt(amount)],
          })
        }
      >
        Approve
      </button>
      {hash && <output data-testid="wagmi-write-hash">{hash}</output>}
      {mined && <output data-testid="wagmi-write-receipt">{mined}</output>}
      {error && <p role="alert">{error.name}</p>}
    </section>
  )
}

// The batch's two amounts, in the token's smallest unit.
const BATCH_AMOUNTS = [1_250_000n, 2_500_000n] as const

/**
 * Two ERC-20 transfers sent as one EIP-5792 batch (`wallet_sendCalls`), followed with
 * `wallet_getCallsStatus`; what the wallet says it can do (`wallet_getCapabilities`) is shown.
 */
function BatchTransfers({ chainId, token }: { chainId: number; token: Address }) {
  const [receivers, setReceivers] = useState<[string, string]>([
    '0x000000000000000000000000000000000000bEEF',
    '0x000000000000000000000000000000000000cAFE',
  ])
  const capabilities = useCapabilities({ chainId })
  const { mutate, data, error } = useSendCalls()
  const status = useCallsStatus({
    id: data?.id ?? '',
    query: {
      enabled: data !== undefined,
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? 500 : false),
    },
  })
  const atomic = capabilities.data?.atomic?.status ?? 'unknown'
  const paymaster = capabilities.data?.paymasterService?.supported === true
  const send = () =>
    mutate({
      calls: receivers.map((receiver, index) => ({
        to: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver as Address, BATCH_AMOUNTS[index] ?? 0n],
      })),
    })
  return (
    <section>
      <p>
        Atomic batches: <span data-testid="wagmi-atomic">{atomic}</span>; gas sponsorship:{' '}
        <span data-testid="wagmi-paymaster">{paymaster ? 'yes' : 'no'}</span>
      </p>
      {receivers.map((receiver, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: two fixed inputs
          key={index}
          aria-label={`Receiver ${index + 1}`}
          data-testid={`wagmi-batch-receiver-${index + 1}`}
          value={receiver}
          onChange={(event) => {
            const next: [string, string] = [...receivers]
            next[index] = event.target.value
            setReceivers(next)
          }}
        />
      ))}
      <button type="button" data-testid="wagmi-batch-button" onClick={send}>
        Send both transfers as one batch
      </button>
      {data && <output data-testid="wagmi-batch-id">{data.id}</output>}
      {status.data && (
        <output data-testid="wagmi-batch-status">
          {status.data.status} {status.data.receipts?.length ?? 0}
        </output>
      )}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}

function Disconnect() {
  const { mutate } = useDisconnect()
  return (
    <button type="button" data-testid="wagmi-disconnect" onClick={() => mutate()}>
      Disconnect (wagmi)
    </button>
  )
}
