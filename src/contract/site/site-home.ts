import * as v from 'valibot';
import type { Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import {
  carouselImageSchema,
  logoRecordSchema,
  toCarouselImage,
  toLogoRecord,
  type CarouselImageWire,
  type LogoRecordWire,
} from './site';

/*
 * What the patient site's visitors may see of two staff reads (an extension: the spec reads the
 * logo record and the carousel images with a staff token only): the logo record that names the
 * hospital, and every carousel image with its placement. Nothing else of the app preferences.
 */
export const SITE_HOME_CALL: WireCall = { method: 'GET', path: '/SiteWeb/GetHomeContent', auth: 'none' };

export interface SiteHomeWire {
  logo: LogoRecordWire;
  carouselImages: CarouselImageWire[];
}

export const siteHomeSchema: Schema<SiteHomeWire> = v.looseObject({
  logo: logoRecordSchema,
  carouselImages: v.array(carouselImageSchema),
});

export const toSiteHome = (wire: SiteHomeWire) => ({
  logo: toLogoRecord(wire.logo),
  carouselImages: wire.carouselImages.map(toCarouselImage),
});

/** Spec paths this file owns: none, the call is an extension. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [SITE_HOME_CALL];
