import { ResourceKey } from '../../../../application/resources/resource-key';
import { col, type ColumnSpec } from './column-spec';

const K = ResourceKey;

/** The single settings records, the home slider and carousel; users, roles and permissions. */
export const SETTINGS_USER_COLUMNS = {
  [K.AppConfig]: [
    col.code('androidMinVersion'),
    col.code('iosMinVersion'),
    col.boolean('forceUpdate'),
    col.boolean('maintenanceMode'),
    col.boolean('onlineBookingEnabled'),
    col.boolean('chatEnabled'),
    col.boolean('pharmacyDeliveryEnabled'),
    col.language('defaultLanguage'),
    col.number('otpLength'),
    col.number('otpValidityMinutes'),
    col.code('supportPhoneNumber'),
    col.code('supportWhatsApp'),
  ],
  [K.AppPreferences]: [
    col.text('englishName', 'columns.nameEnglish'),
    col.text('kurdishName', 'columns.nameKurdish'),
    col.text('arabicName', 'columns.nameArabic'),
    col.image('imageUrl', 'columns.logo'),
  ],
  [K.ContactUs]: [
    col.code('phoneNumber', 'columns.phone'),
    col.code('whatsappNumber', 'columns.whatsApp'),
    col.code('email'),
    col.localized('address'),
    col.localized('workingHours'),
    col.link('websiteUrl', 'columns.website'),
    col.link('facebookUrl', 'columns.facebook'),
    col.link('instagramUrl', 'columns.instagram'),
    col.count('centers', 'columns.centerContacts'),
  ],
  // The server groups slider images by destination: a group is its destination and its images.
  [K.SliderGroups]: [
    col.sliderDestination('children.0.destination', 'columns.destination'),
    col.count('children', 'columns.images'),
  ],
  [K.CarouselImages]: [
    col.code('id'),
    col.carouselPlacement('carouselFor', 'columns.placement'),
    col.image('imageUrl', 'columns.image'),
    col.localized('title'),
    col.boolean('isActive', 'columns.active'),
    col.number('sortOrder'),
  ],
  [K.UserRoles]: [
    col.code('name', 'columns.username'),
    col.text('fullName'),
    col.text('roleName', 'columns.role'),
    col.dateTime('createdAt'),
  ],
  [K.DashboardRoles]: [col.text('name', 'columns.role'), col.count('areas', 'columns.permissions')],
  [K.Permissions]: [
    col.text('name'),
    col.code('area'),
    col.ref('dashboardSectionId', K.Sections, 'columns.section'),
    col.dateTime('createdAt'),
  ],
  [K.Sections]: [col.text('name'), col.number('sortOrder')],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
