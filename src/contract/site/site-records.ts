import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, notAList } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** The contact details of one center: an item of `centers` below, and a row of `/ContactUs/GetCenterContactsDashboard`. */
export const centerContactRecord = v.looseObject({
  id: num,
  centerId: num,
  phoneNumber: str,
  whatsappNumber: str,
  email: str,
  addressEn: str,
  addressKu: str,
  addressAr: str,
  workingHoursEn: str,
  workingHoursKu: str,
  workingHoursAr: str,
  facebookUrl: v.nullable(str),
  instagramUrl: v.nullable(str),
  websiteUrl: v.nullable(str),
  sortOrder: num,
});
export type CenterContactRecord = v.InferOutput<typeof centerContactRecord>;

/** The network's contact record with each center's: `/ContactUs/GetContactUsData`. */
export const contactUsRecord = v.looseObject({
  ...centerContactRecord.entries,
  centerId: v.nullable(num),
  centers: v.array(centerContactRecord),
});
export type ContactUsRecord = v.InferOutput<typeof contactUsRecord>;

/** The mobile app's settings, each a text by name: `/AppConfig/GetAppconfig`. */
export const appConfigRecord = v.pipe(notAList, v.record(v.string(), v.string()));
export type AppConfigRecord = v.InferOutput<typeof appConfigRecord>;

/** The site's reasons to choose the network: `/`. */
export const whyChooseUsRecord = v.looseObject({
  items: v.array(
    v.looseObject({
      id: num,
      titleEn: str,
      titleKu: str,
      titleAr: str,
      bodyEn: str,
      bodyKu: str,
      bodyAr: str,
      icon: str,
      sortOrder: num,
    }),
  ),
});
export type WhyChooseUsRecord = v.InferOutput<typeof whyChooseUsRecord>;

/** An instruction of a center, under its header: `/CenterInstructionHeaders/GetMainCenterInstructionsAndHeaders/{id}`. */
export const mainCenterInstructionRecord = v.looseObject({
  id: num,
  centerId: v.nullable(num),
  parentId: v.nullable(num),
  titleEn: str,
  titleKu: str,
  titleAr: str,
  bodyEn: str,
  bodyKu: str,
  bodyAr: str,
  imageUrl: v.nullable(str),
  sortOrder: num,
  createdAt: isoDateTime,
});
export type MainCenterInstructionRecord = v.InferOutput<typeof mainCenterInstructionRecord>;
