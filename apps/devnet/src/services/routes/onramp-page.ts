/** What the local provider page shows and pays. */
export type OnrampOrder = {
  orderId: string
  address: string
  asset: string
  chainId: string
  cryptoAmount: string
  fiatAmount: string
  currency: string
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The local stand-in for the on-ramp provider's checkout: the order, and "Pay" / "Decline",
 * which post to /dev/onramp/pay on the same origin and show the outcome.
 */
export function onrampPage(order: OnrampOrder): string {
  const e = (value: string) => escapeHtml(value)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local on-ramp checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;padding:24px;width:320px;box-shadow:0 4px 24px #0001}
h1{font-size:18px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0 0 20px;font-size:14px}
dt{color:#71717a}dd{margin:0;text-align:right;word-break:break-all}
button{width:100%;padding:12px;border-radius:10px;border:0;font-size:15px;cursor:pointer;margin-top:8px}
#pay{background:#2563eb;color:#fff}#decline{background:#e4e4e7;color:#18181b}button:disabled{opacity:.5;cursor:default}
#status{margin-top:16px;font-size:14px;min-height:20px}
</style></head>
<body><main data-order="${e(order.orderId)}">
<h1>Local on-ramp checkout</h1>
<dl>
<dt>You buy</dt><dd id="crypto">${e(order.cryptoAmount)} ${e(order.asset)}</dd>
<dt>You pay</dt><dd id="fiat">${e(order.fiatAmount)} ${e(order.currency)}</dd>
<dt>Network</dt><dd>Devnet ${e(order.chainId)}</dd>
<dt>Wallet</dt><dd id="wallet">${e(order.address)}</dd>
</dl>
<button id="pay" type="button">Pay</button>
<button id="decline" type="button">Decline</button>
<p id="status" role="status"></p>
</main>
<script>
const order = ${JSON.stringify({ orderId: order.orderId, address: order.address, asset: order.asset, chainId: order.chainId, cryptoAmount: order.cryptoAmount }).replace(/</g, '\\u003c')};
const status = document.getElementById('status');
async function finish(outcome) {
  for (const b of document.querySelectorAll('button')) b.disabled = true;
  status.textContent = outcome === 'pay' ? 'Processing payment…' : 'Declining…';
  try {
    const res = await fetch('/dev/onramp/pay', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...order, outcome }) });
    const body = await res.json();
    if (!res.ok) throw new Error(body.message || res.status);
    document.body.dataset.status = body.status;
    document.body.dataset.hash = body.hash;
    status.textContent = body.status === 'confirmed' ? 'Payment complete. You can close this window.' : 'Purchase declined. You can close this window.';
  } catch (error) {
    document.body.dataset.status = 'error';
    status.textContent = 'Payment failed: ' + error.message;
  }
}
document.getElementById('pay').onclick = () => finish('pay');
document.getElementById('decline').onclick = () => finish('decline');
</script></body></html>`
}
