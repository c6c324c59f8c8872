import { observer } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Resolver } from '../../application/shared/token';
import { ContainerContext } from '../app/container-context';
import type { createSiteRouter } from './site-router';
import './site.css';

/** The site's root: the container for the views, then the routed pages. */
export const SiteApp = observer(function SiteApp({
  container,
  router,
}: {
  readonly container: Resolver;
  readonly router: ReturnType<typeof createSiteRouter>;
}) {
  return (
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <RouterProvider router={router} />
      </ContainerContext.Provider>
    </StrictMode>
  );
});
