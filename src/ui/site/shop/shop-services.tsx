import { useContext, useEffect, useState } from 'react';
import { ContainerContext } from '../../app/container-context';
import { SiteTokens } from '../site-tokens';
import type { SiteShopServices } from './site-shop-services';

/** The order calls arrive with their own code (`getAsync`): null until they have. */
export function useShopServices(): SiteShopServices | null {
  const container = useContext(ContainerContext);
  const [services, setServices] = useState<SiteShopServices | null>(null);
  useEffect(() => {
    let live = true;
    void container?.getAsync(SiteTokens.Shop).then((resolved) => live && setServices(resolved));
    return () => {
      live = false;
    };
  }, [container]);
  return services;
}
