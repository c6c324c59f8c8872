import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Resolver } from '../../application/shared/token';
import { SnackbarHost } from '../features/snackbar/snackbar-host.view';
import type { DashboardRouter } from '../routes/dashboard-router';
import { ContainerContext } from './container-context';
import { TabIdentityEffect } from './tab-identity-effect';
import { ThemeEffect } from './theme-effect';
import { ViewModels } from './view-models';
import './app.css';

/**
 * The staff dashboard: the container the entry point built, handed to every view through one
 * context; the page-wide effects; the router; and the snackbar.
 */
export function DashboardApp({
  container,
  router,
}: {
  readonly container: Resolver;
  readonly router: DashboardRouter;
}) {
  // The session is decided once from the stored token (a StrictMode remount changes nothing).
  useState(() => container.get(ViewModels.App).start());
  return (
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <ThemeEffect />
        <TabIdentityEffect />
        <RouterProvider router={router} />
        {/* Outside the routes, so every screen shows it, the login included. */}
        <SnackbarHost feed={container.get(ViewModels.Notices)} />
      </ContainerContext.Provider>
    </StrictMode>
  );
}
