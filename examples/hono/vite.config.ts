import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev`: Vite serves the page and forwards the proxy's path to `npm start`'s server on port 3000.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api/paykit': 'http://127.0.0.1:3000' } },
});
