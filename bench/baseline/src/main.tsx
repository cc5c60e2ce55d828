// The bench's peer measured in the same run: React alone with a trivial modal listing 40
// items, so "above React" figures subtract what any React page pays anyway.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const items = Array.from({ length: 40 }, (_, index) => `Wallet ${index + 1}`)

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" data-bench="open" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-label="Connect">
          <ul data-bench="list">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
