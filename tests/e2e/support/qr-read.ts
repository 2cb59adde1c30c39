// Reads the QR code a page draws the way a scanner would: fills the <svg>'s path on a canvas at 10 px per
// module, samples each module's centre and decodes the grid (qr-decode.ts).
import type { Locator } from 'playwright-core';
import { decodeQr } from './qr-decode.ts';

export async function readQr(svg: Locator): Promise<string> {
  const grid = await svg.evaluate((node: SVGSVGElement) => {
    // The path is filled on a canvas (not loaded as an image, which the page's policy may refuse).
    const scale = 10;
    const box = node.viewBox.baseVal;
    const canvas = document.createElement('canvas');
    canvas.width = box.width * scale;
    canvas.height = box.height * scale;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.setTransform(scale, 0, 0, scale, -box.x * scale, -box.y * scale);
    context.fillStyle = '#000';
    context.fill(new Path2D(node.querySelector('path')!.getAttribute('d')!));
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const pad = -box.x;
    const modules = box.width - 2 * pad;
    return Array.from({ length: modules }, (_, y) =>
      Array.from({ length: modules }, (_, x) => {
        const px = Math.floor((x + pad + 0.5) * scale);
        const py = Math.floor((y + pad + 0.5) * scale);
        return pixels[(py * canvas.width + px) * 4]! < 128;
      }),
    );
  });
  return decodeQr(grid);
}
