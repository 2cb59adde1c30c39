// The verification URL as a QR code: lean-qr's nano generator and its SVG path (about 2.8 KB gzip together),
// drawn as one <path> so it stays sharp at any size, on screen and on paper.
import { useMemo } from 'react';
import { correction, generate } from 'lean-qr/nano';
import { toSvgPath } from 'lean-qr/extras/svg';

/** Quiet zone of four modules, as the QR standard asks, so scanners find the code on any background. */
const PAD = 4;

export function QrCode({ value, label, size, className }: { value: string; label: string; size: number; className?: string }) {
  const { path, modules } = useMemo(() => {
    // Level M at least: a printed card survives a scratch or a fold.
    const code = generate(value, { minCorrectionLevel: correction.M });
    return { path: toSvgPath(code), modules: code.size };
  }, [value]);
  const box = modules + PAD * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-value={value}
      className={className}
      viewBox={`${-PAD} ${-PAD} ${box} ${box}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect x={-PAD} y={-PAD} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
