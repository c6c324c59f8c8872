import type { SiteContentGateway, SiteHome } from '../../application/ports/site-content-gateway';
import { SITE_HOME_CALL, siteHomeSchema, toSiteHome } from '../../contract/site/site-home';
import { mapped } from '../../contract/shared/values';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const homeCheck = mapped(siteHomeSchema, toSiteHome);

/** `SiteContentGateway` over the shared HTTP client: `GET /api/SiteWeb/GetHomeContent`, no token. */
export class FetchSiteContentGateway implements SiteContentGateway {
  constructor(private readonly options: { readonly http: HttpClient }) {}

  home(): Promise<Result<SiteHome, AppError>> {
    return sendWireCall(this.options.http, SITE_HOME_CALL, { name: 'siteHome', check: homeCheck });
  }
}
