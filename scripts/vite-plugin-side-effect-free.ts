// Modules the bundler must treat as free of side effects, because it cannot prove it on its own. The icon modules
// (src/ui/icons/<name>.ts) each build a component from Lucide's data through ui/icon.ts, which imports
// preact/compat, a package with side effects; so Rolldown judged every icon to have them too. The design system's
// one door to the icons is the barrel src/ui/icons.ts, which the login imports: every icon that two lazy screens
// drew (a printer, a bin, a paper clip...) was then put in the login's script, 2 KB gzip of it. Declared free of
// side effects, an icon lives in the chunks of the screens that draw it.
import type { Plugin } from 'vite';

export const SIDE_EFFECT_FREE = /[\\/]src[\\/]ui[\\/]icons[\\/][\w-]+\.ts$/;

export function sideEffectFree(modules: RegExp = SIDE_EFFECT_FREE): Plugin {
  return {
    name: 'side-effect-free',
    transform: { filter: { id: modules }, handler: (code) => ({ code, map: null, moduleSideEffects: false }) },
  };
}
