import { describe, expect, it } from 'vitest';
import { currentVariant } from '../../../demo-host/host/variant.ts';

const at = (href: string) => new URL(href) as unknown as Location;
const PORTAL = 'http://127.0.0.1:4173/';

describe('the demo host variants', () => {
  it('on localhost it is the cross-site variant and links to the same-site one', () => {
    const variant = currentVariant(at('http://localhost:4174/#mi-portal'), PORTAL);
    expect(variant.description).toMatch(/^Variante entre sitios/);
    expect(variant.otherHref).toBe('http://127.0.0.1:4174/#mi-portal');
  });

  it('on 127.0.0.1 it is the same-site variant and links back', () => {
    const variant = currentVariant(at('http://127.0.0.1:4174/'), PORTAL);
    expect(variant.description).toMatch(/^Variante del mismo sitio/);
    expect(variant.otherHref).toBe('http://localhost:4174/');
  });
});
