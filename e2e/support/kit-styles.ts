import type { Page } from 'playwright-core'

// The properties that make a kit element look the way it does: colours, type, spacing, borders.
const properties = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'box-sizing',
  'box-shadow',
  'outline-style',
  'gap',
  'display',
]

export type KitStyles = Array<Record<string, unknown>>

/** The kit elements of the open modal (the card, each wallet row, the buttons: all carry data-slot). */
const inDialog = '[role="dialog"] [data-slot], [role="dialog"][data-slot]'

/**
 * The computed look of every kit element `selector` finds (the open modal's unless given) and its
 * box: what two hosts must agree on to show the same kit.
 */
export async function kitStyles(page: Page, selector = inDialog, props: readonly string[] = properties): Promise<KitStyles> {
  return page.evaluate(
    ({ selector, props }) =>
      [...document.querySelectorAll(selector)].map((node) => {
        const style = getComputedStyle(node)
        const box = node.getBoundingClientRect()
        return {
          slot: node.getAttribute('data-slot'),
          box: [Math.round(box.width), Math.round(box.height)],
          ...Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)])),
        }
      }),
    { selector, props },
  )
}
