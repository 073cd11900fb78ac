// The baseline: the same page with React alone, a plain button and no wallet kit.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  return (
    <main>
      <h1>peer bench</h1>
      <button type="button">Connect Wallet</button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
