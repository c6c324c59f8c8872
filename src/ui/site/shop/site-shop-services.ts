import type { ShopGateway } from '../../../application/ports/shop-gateway';
import type { TokenStore } from '../../../application/ports/token-store';

/** The cart and order pages' services, built on first use from their own chunk. */
export interface SiteShopServices {
  readonly shop: ShopGateway;
  /** The spec's cart rule forgets the patient session. */
  readonly tokens: Pick<TokenStore, 'patientToken' | 'isPatientVerified' | 'clearPatientSession'>;
}
