import type { AppError } from '../../domain/errors/app-error';
import { ok, type Result } from '../../domain/shared/result';
import type { LogoRecord } from '../../domain/shell/tab-identity';
import type { SiteContentGateway } from '../ports/site-content-gateway';
import type { ResourceGateway } from '../resources/resource-gateway';

/**
 * The logo record that names the browser tab. The dashboard's read of it belongs to the app
 * preferences area, which most roles do not hold; the same record is public on the patient site,
 * so a user without the area (or refused it) gets the site's copy instead of a tab that says
 * "No title Found". Without either, the staff read's failure is the answer.
 */
export class LoadLogoRecord {
  constructor(
    private readonly resources: ResourceGateway,
    private readonly site: SiteContentGateway,
  ) {}

  async execute({ staffArea }: { readonly staffArea: boolean }): Promise<Result<LogoRecord, AppError>> {
    const staff = staffArea ? await this.resources.load('appPreferences') : null;
    if (staff !== null && (staff.ok || staff.error.code !== 'Forbidden')) return staff;
    const site = await this.site.home();
    if (site.ok) return ok(site.value.logo);
    return staff ?? site;
  }
}
