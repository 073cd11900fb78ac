import * as React from 'react'

function show(value: unknown): string {
  if (typeof value === 'function') return 'ƒ()'
  if (value === undefined) return 'undefined'
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value))
    return `[${value.length}] ${JSON.stringify(value.slice(0, 2), (_k, v: unknown) => (typeof v === 'function' ? 'ƒ()' : typeof v === 'bigint' ? `${v}n` : v)).slice(0, 120)}`
  try {
    return (
      JSON.stringify(value, (_k, v: unknown) => (typeof v === 'function' ? 'ƒ()' : typeof v === 'bigint' ? `${v}n` : v))?.slice(0, 160) ??
      String(value)
    )
  } catch {
    return String(value)
  }
}

/** What a hook returned, one row per field, as the preview shows it live. */
export function ValueTable({ name, value }: { name: string; value: unknown }) {
  const rows =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value as Record<string, unknown>)
      : [['(value)', value] as const]
  return (
    <div
      data-slot="docs-hook-values"
      data-hook={name}
      className="w-full max-w-[420px] overflow-hidden rounded-wk-lg border border-wk-border bg-wk-surface-2 font-mono text-[12px] text-wk-fg"
    >
      <div className="border-b border-wk-border px-3 py-2 font-semibold">{name}()</div>
      <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 px-3 py-2">
        {rows.map(([key, entry]) => (
          <React.Fragment key={key}>
            <dt className="text-wk-fg-muted">{key}</dt>
            <dd className="m-0 break-all" data-field={key}>
              {show(entry)}
            </dd>
          </React.Fragment>
        ))}
      </dl>
    </div>
  )
}
