import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { LogoRecord } from '../../domain/shell/tab-identity';
import type { CarouselImage } from '../resources/site-items';

/** What the site's visitors see of the hospital's identity and home carousel. */
export interface SiteHome {
  readonly logo: LogoRecord;
  /** Every carousel image with its placement; the home page shows those the home rule picks. */
  readonly carouselImages: readonly CarouselImage[];
}

/**
 * The patient site's public content beyond the plain reads (an extension, docs/api-extensions.md):
 * `GET /api/SiteWeb/GetHomeContent`, no token. An implementation never throws.
 */
export interface SiteContentGateway {
  home(): Promise<Result<SiteHome, AppError>>;
}
