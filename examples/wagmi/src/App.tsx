import { ConnectButton } from '@portico/react'
import { useEffect, useState } from 'react'
import { type Address, erc20Abi, formatEther, parseEther } from 'viem'
import {
  useBalance,
  useChains,
  useConnection,
  useDisconnect,
  useReadContract,
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

function Disconnect() {
  const { mutate } = useDisconnect()
  return (
    <button type="button" data-testid="wagmi-disconnect" onClick={() => mutate()}>
      Disconnect (wagmi)
    </button>
  )
}
