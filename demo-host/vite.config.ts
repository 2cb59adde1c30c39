import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { addresses } from './servers/addresses.ts';

// The demo host: a page that looks like the provider's corporate site and embeds the portal from another
// site. The portal's address is fixed at build time (PORTAL_PORT), like an operator's snippet would be.
const portalUrl = `${addresses().portal}/`;
// The sandbox serves the hosted card gateway, which the host opens at the top level for the portal.
const gatewayOrigin = addresses().api;
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Files the host serves as they are: its logo, which it hands the portal as its theme (snippet.html).
  publicDir: fileURLToPath(new URL('public', import.meta.url)),
  define: {
    'import.meta.env.VITE_PORTAL_URL': JSON.stringify(portalUrl),
    'import.meta.env.VITE_GATEWAY_ORIGIN': JSON.stringify(gatewayOrigin),
  },
  build: {
    outDir: fileURLToPath(new URL(`../${process.env.DIST_DIR ?? 'dist'}/demo-host`, import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        main: page('index.html'),
        snippet: page('snippet.html'),
        penpal: page('penpal.html'),
        lazy: page('lazy.html'),
        react: page('react.html'),
      },
    },
  },
});
