// The kit's stylesheet through Vite's CSS pipeline (bundled and minified into the app's own CSS file).
import 'paykit/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
