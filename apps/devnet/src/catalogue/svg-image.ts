import { createHash } from 'node:crypto'

/** A square SVG badge with the label's initials on a colour derived from the seed. */
export function svgImage(seed: string, label: string): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = ((digest[0] ?? 0) * 360) / 256
  const hue2 = (hue + 40 + (digest[1] ?? 0) / 4) % 360
  const initials =
    label
      .split(/[\s_-]+/)
      .filter((w) => w.length > 0)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('')
      .replace(/[^A-Z0-9]/g, '') || '?'
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 55%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 70% 40%)"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="24" fill="url(#g)"/>',
    `<text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>`,
    '</svg>',
  ].join('')
}
