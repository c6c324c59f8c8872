import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, bool } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A pharmacy item: `/Pharmacy/GetPharmacyItems`. */
export const pharmacyItemRecord = v.looseObject({
  id: num,
  pharmacyPartitionId: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  price: num,
  stock: num,
  barcode: v.nullable(str),
  imageUrl: v.nullable(str),
  isAvailable: bool,
  createdAt: isoDateTime,
});
export type PharmacyItemRecord = v.InferOutput<typeof pharmacyItemRecord>;

/** The details of a pharmacy item: `/PharmacyItemDetails`. */
export const pharmacyItemDetailRecord = v.looseObject({
  id: num,
  pharmacyItemId: num,
  manufacturer: str,
  countryOfOrigin: str,
  dosageForm: str,
  strength: str,
  packSize: str,
  requiresPrescription: bool,
  descriptionEn: str,
  descriptionKu: str,
  descriptionAr: str,
});
export type PharmacyItemDetailRecord = v.InferOutput<typeof pharmacyItemDetailRecord>;

/** A pharmacy order: `/Shopping/GetOrders`. */
export const orderRecord = v.looseObject({
  id: num,
  appUserId: str,
  status: str,
  total: num,
  deliveryAddress: str,
  phoneNumber: str,
  note: str,
  createdAt: isoDateTime,
});
export type OrderRecord = v.InferOutput<typeof orderRecord>;
