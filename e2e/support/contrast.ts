import type { Locator } from 'playwright-core'

// WCAG relative luminance of a computed colour: rgb(0-255) or a color() function in srgb or
// srgb-linear (0-1), as Chromium serialises color-mix() and relative colours.
function luminance(color: string): number {
  const linear = color.startsWith('color(srgb-linear')
  const scale = color.startsWith('color(') ? 1 : 255
  const [r, g, b] = (color.replace(/^color\([\w-]+/, '').match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / scale
    if (linear) return c
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG contrast ratio of two computed colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/**
 * An element's text colour and the colour it is drawn on: the background of the nearest
 * ancestor (or itself) with an opaque one.
 */
export function textColors(element: Locator): Promise<{ fg: string; bg: string }> {
  return element.evaluate((el) => {
    let node: Element | null = el
    let bg = 'rgba(0, 0, 0, 0)'
    while (node && /rgba\(.*, 0\)$|transparent/.test(bg)) {
      bg = getComputedStyle(node).backgroundColor
      node = node.parentElement
    }
    return { fg: getComputedStyle(el).color, bg }
  })
}
