import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // <paykit-…> are custom elements (paykit/elements), not Vue components: Vue renders them as
      // they are, sets their attributes and properties, and listens to their DOM events.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('paykit-') } },
    }),
  ],
  // `npm run dev`: Vite serves the page and forwards the proxy's path to `npm start`'s server on port 3000.
  server: { proxy: { '/api/paykit': 'http://127.0.0.1:3000' } },
});
