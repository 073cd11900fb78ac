import jsQR from 'jsqr'
import type { Locator } from 'playwright-core'

/**
 * Rasterises the SVG inside `qr` in the page (currentColor drawn black on white, as a phone's
 * camera would see it in either theme) and decodes it with jsQR in Node: what a scanner reads.
 */
export async function decodeQr(qr: Locator): Promise<string | undefined> {
  const size = 320
  const pixels = await qr.locator('svg').evaluate(async (svg, px) => {
    const markup = new XMLSerializer().serializeToString(svg).replace(/currentColor/g, '#000')
    const image = new Image(px, px)
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = px
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = '#fff'
    context.fillRect(0, 0, px, px)
    context.drawImage(image, 0, 0, px, px)
    return Array.from(context.getImageData(0, 0, px, px).data)
  }, size)
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data
}
