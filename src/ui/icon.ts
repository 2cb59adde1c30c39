// Draws one Lucide icon from its data (the `lucide` package). lucide-react's own runtime cost the first
// screen about 1.5 KB gzip; this renderer is a few hundred bytes.
// Icons are decorative (aria-hidden) unless given an aria-label, which also gives them role="img".
import { createElement, type JSX } from 'react';

type IconNode = [tag: string, attrs: Record<string, string>][];

export type IconProps = {
  size?: number;
  className?: string;
  'aria-label'?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
};
export type IconComponent = (props: IconProps) => JSX.Element;

export function icon(node: IconNode): IconComponent {
  return function Icon({ size = 24, className, 'aria-label': label }: IconProps) {
    return createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': 2,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        class: className,
        focusable: 'false',
        ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' }),
      },
      node.map(([tag, attrs]) => createElement(tag, attrs)),
    );
  };
}
// Design-system components
