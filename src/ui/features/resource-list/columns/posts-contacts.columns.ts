import { ResourceKey } from '../../../../application/resources/resource-key';
import { col, type ColumnSpec } from './column-spec';

const K = ResourceKey;

/** The news-feed posts and each center's contact details (the product's own reads). */
export const POST_AND_CONTACT_COLUMNS = {
  [K.NewsFeedPosts]: [
    col.image('imageUrl', 'columns.image'),
    col.localized('body', 'columns.text'),
    col.ref('newsFeedPostCategoryId', K.PostCategories, 'columns.postCategory'),
    col.ref('doctorId', K.PostGenerationDoctors, 'columns.doctor'),
    col.ref('centerId', K.PostGenerationCenters, 'columns.center'),
    col.ref('videoId', K.PostGenerationVideos, 'columns.video'),
    col.ref('instructionId', K.PostGenerationInstructions, 'columns.instruction'),
    col.number('likes'),
    col.dateTime('publishedAt'),
  ],
  [K.CenterContacts]: [
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.code('phoneNumber', 'columns.phone'),
    col.code('whatsappNumber', 'columns.whatsApp'),
    col.code('email'),
    col.localized('address'),
    col.localized('workingHours'),
    col.link('websiteUrl', 'columns.website'),
    col.link('facebookUrl', 'columns.facebook'),
    col.link('instagramUrl', 'columns.instagram'),
    col.number('sortOrder'),
  ],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
