/** Entry of the sandbox panel page (/sandbox). Served under a strict CSP: no inline script or style. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Panel } from './Panel';

const root = document.getElementById('root');
if (!root) throw new Error('paykit sandbox panel: the page needs <div id="root"></div>');
createRoot(root).render(
  <StrictMode>
    <Panel />
  </StrictMode>,
);
