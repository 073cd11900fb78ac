// The secure frame's own look: a card that fills the frame's box, light or dark as SYNC_THEME says
// (dark by default, SPEC §2), with the app's accent when it sent a valid colour. No color-scheme
// declaration: one that differs from the app's makes Chromium paint the iframe's canvas opaque,
// which would show square corners around the card; the rows' scrollbar takes the card's colours
// instead (Firefox on Linux draws it in the desktop's light GTK colours otherwise). The two actions share the row equally while
// both labels fit; in a narrow frame (a 320 px phone) Approve keeps its whole label and Reject gives
// way, so "Open to approve" is never cut to "Open to app…". In a right-to-left locale the card
// mirrors with the document's dir; a left-to-right value (an address, hex) keeps its own order
// but sits on the same side as the labels.
export const confirmationStyles = `
:root { --bg: #141414; --fg: #f2f2f2; --muted: #9a9a9a; --surface: #1f1f1f; --border: #2c2c2c; --accent: #3b82f6; --on-accent: #fff; --danger: #f87171; }
:root[data-theme='light'] { --bg: #ffffff; --fg: #141414; --muted: #5f5f5f; --surface: #f3f3f3; --border: #e3e3e3; --danger: #dc2626; }
html, body { margin: 0; height: 100%; background: transparent; }
body { font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--fg); }
[data-slot='frame-confirm'] { box-sizing: border-box; height: 100%; display: flex; flex-direction: column; gap: 12px; padding: 16px; background: var(--bg); border: 1px solid var(--border); border-radius: 16px; }
[data-slot='frame-confirm'][data-state='idle'] { display: none; }
[data-slot='frame-confirm'][data-place='window'] { border: 0; border-radius: 0; }
[data-slot='frame-confirm-origin'] { margin: 0; font-size: 12px; color: var(--muted); display: flex; align-items: center; gap: 6px; }
[data-slot='frame-confirm-origin']::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: #22c55e; flex: none; }
[data-slot='frame-confirm-title'] { margin: 0; font-size: 18px; font-weight: 600; }
[data-slot='frame-confirm-chain'] { margin: 0; align-self: flex-start; font-size: 12px; padding: 2px 8px; border-radius: 999px; background: var(--surface); color: var(--muted); }
[data-slot='frame-confirm-rows'] { margin: 0; flex: 1 1 auto; min-height: 0; overflow: auto; display: flex; flex-direction: column; gap: 8px; scrollbar-color: var(--muted) transparent; }
[data-slot='frame-confirm-rows'] > * { flex: none; }
[data-slot='frame-confirm-rows'] dt { font-size: 12px; color: var(--muted); }
[data-slot='frame-confirm-rows'] dd { margin: 0; padding: 8px; border-radius: 8px; background: var(--surface); white-space: pre-wrap; overflow-wrap: anywhere; }
[data-slot='frame-confirm-rows'] dd[data-mono] { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
:root[dir='rtl'] [data-slot='frame-confirm-rows'] dd { text-align: right; }
[data-slot='frame-confirm-status'] { margin: 0; font-size: 13px; color: var(--muted); min-height: 1em; }
[data-slot='frame-confirm-actions'] { display: flex; gap: 8px; }
[data-slot='frame-confirm-actions'] button { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; height: 40px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; border: 1px solid var(--border); }
[data-slot='frame-confirm-actions'] button[data-action='reject'] { background: var(--surface); color: var(--fg); }
[data-slot='frame-confirm-actions'] button[data-action='approve'] { background: var(--accent); color: var(--on-accent); border-color: transparent; min-width: max-content; }
[data-slot='frame-confirm-actions'] button:disabled { opacity: 0.5; cursor: default; }
[data-slot='frame-confirm-actions'] button[data-action='approve'] { touch-action: none; -webkit-touch-callout: none; user-select: none; -webkit-user-select: none; }
[data-slot='frame-confirm-actions'] button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
@media (pointer: coarse) { [data-slot='frame-confirm-actions'] button { height: 44px; } }
[data-slot='frame-confirm-rows'] dt[data-signed='false'] { color: var(--danger); font-weight: 600; }
[data-slot='frame-confirm-rows'] dd[data-signed='false'] { background: transparent; border: 1px dashed var(--danger); color: var(--muted); }
[data-slot='frame-confirm'][data-state='working'] [data-slot='frame-confirm-actions'],
[data-slot='frame-confirm'][data-state='window'] [data-slot='frame-confirm-actions'] { display: none; }
`
