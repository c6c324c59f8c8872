import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Patient site entry. The composition root and the routed views arrive with the patient-site issue.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Patient site</h1>
      </main>
    </StrictMode>,
  );
}
