import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Staff dashboard entry. The composition root and the routed views arrive with the dashboard issue.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Staff dashboard</h1>
      </main>
    </StrictMode>,
  );
}
