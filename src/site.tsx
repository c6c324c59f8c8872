import 'reflect-metadata';
import { H1 } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Patient site entry. The composition root and the routed views arrive with the patient-site issue.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <H1>Patient site</H1>
      </main>
    </StrictMode>,
  );
}
