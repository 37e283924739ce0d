import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

// Svelte needs no setting for custom elements: a tag with a hyphen (<paykit-checkout>) is left to the browser.
export default defineConfig({
  plugins: [svelte()],
  // `npm run dev`: Vite serves the page and forwards the proxy's path to `npm start`'s server on port 3000.
  server: { proxy: { '/api/paykit': 'http://127.0.0.1:3000' } },
});
