/** Entry of the host React app of demo/react.html (built to dist/demo/react-app.js by build/demo.mjs). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App.tsx';

const root = document.getElementById('app');
if (!root) throw new Error('demo/react.html needs <div id="app">');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
