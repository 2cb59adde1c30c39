import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The demo host: a page that looks like the provider's corporate site and embeds the portal.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../dist/demo-host', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    reportCompressedSize: false,
  },
});
