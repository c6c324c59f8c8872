import type {
  DateText,
  DefaultTimestamp,
  Defaulted,
  Id,
  OptionalTrilingual,
  Timestamp,
  Trilingual,
} from './column-types';

/** A category table: a trilingual name and an order. */
export interface CategoryTable extends Trilingual<'name'> {
  id: Id;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface NewsTable extends Trilingual<'title'>, OptionalTrilingual<'body'> {
  id: Id;
  news_category_id: number;
  center_id: number | null;
  image_url: string | null;
  is_published: Defaulted<boolean>;
  published_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
}

export interface EventsTable
  extends Trilingual<'title'>, OptionalTrilingual<'description'>, OptionalTrilingual<'location'> {
  id: Id;
  event_category_id: number;
  center_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  image_url: string | null;
  is_published: Defaulted<boolean>;
  created_at: DefaultTimestamp;
}

export interface EventSpeakersTable extends OptionalTrilingual<'job_title'>, OptionalTrilingual<'bio'> {
  id: Id;
  full_name: string;
  photo_url: string | null;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface EventSpeakerLinksTable {
  event_id: number;
  event_speaker_id: number;
}

/** A published paper, in the language it was published in. */
export interface ResearchTable {
  id: Id;
  research_category_id: number;
  doctor_id: number | null;
  title: string;
  abstract: Defaulted<string>;
  authors: Defaulted<string>;
  journal: Defaulted<string>;
  published_on: DateText | null;
  url: string | null;
  created_at: DefaultTimestamp;
}

export interface GuidelinesTable extends Trilingual<'title'>, OptionalTrilingual<'body'> {
  id: Id;
  speciality_id: number | null;
  file_url: string | null;
  published_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

/** A video; one without `video_url` is never shown. */
export interface VideosTable extends Trilingual<'title'> {
  id: Id;
  video_category_id: number;
  doctor_id: number | null;
  center_id: number | null;
  speciality_id: number | null;
  building_department_id: number | null;
  video_url: string | null;
  thumbnail_url: string | null;
  duration_seconds: Defaulted<number>;
  published_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface RootInstructionsTable extends Trilingual<'title'>, OptionalTrilingual<'description'> {
  id: Id;
  /** Listed by `/RootInstructions/GetRootInstructionForOperations`. */
  is_for_operations: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface InstructionCategoriesTable extends Trilingual<'name'> {
  id: Id;
  root_instruction_id: number;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface InstructionsTable extends Trilingual<'title'>, OptionalTrilingual<'body'> {
  id: Id;
  instruction_category_id: number;
  image_url: string | null;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
}

/** A node of a center's instruction tree; the roots have no parent. */
export interface CenterInstructionHeadersTable extends Trilingual<'title'>, OptionalTrilingual<'body'> {
  id: Id;
  center_id: number;
  parent_id: number | null;
  image_url: string | null;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  version: Defaulted<number>;
}

/** A node of a gallery's or a root instruction's tree (migration 260). */
export interface ContentTreeNodesTable {
  id: Id;
  kind: 'Gallery' | 'Instructions';
  owner_id: number;
  parent_id: number | null;
  title: string;
  sort_order: Defaulted<number>;
  version: Defaulted<number>;
  created_at: DefaultTimestamp;
}

export interface OperationInstructionsTable
  extends Trilingual<'operation_name'>, OptionalTrilingual<'before'>, OptionalTrilingual<'after'> {
  id: Id;
  root_instruction_id: number;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface SliderDestinationGroupsTable extends Trilingual<'name'> {
  id: Id;
  sort_order: Defaulted<number>;
  /** The version of its images' order (migration 250). */
  version: Defaulted<number>;
}

export interface CarouselImagesTable extends OptionalTrilingual<'title'> {
  id: Id;
  /** The placement, 0 to 25. */
  carousel_for: number;
  slider_destination_group_id: number | null;
  image_url: string;
  link_url: string | null;
  sort_order: Defaulted<number>;
  is_active: Defaulted<boolean>;
  created_at: DefaultTimestamp;
  /** Added by 340: the record's version. */
  version: Defaulted<number>;
}

export interface WhyChooseUsTable extends Trilingual<'title'>, OptionalTrilingual<'body'> {
  id: Id;
  icon: Defaulted<string>;
  sort_order: Defaulted<number>;
  /** Added by 350: the record's version. */
  version: Defaulted<number>;
}

export interface SmartComponentsTable extends Trilingual<'title'>, OptionalTrilingual<'description'> {
  id: Id;
  image_url: string | null;
  link_url: string | null;
  is_active: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface PartnersAndCertificatesTable extends Trilingual<'name'> {
  id: Id;
  /** `Partner` or `Certificate`. */
  kind: string;
  image_url: string | null;
  website_url: string | null;
  sort_order: Defaulted<number>;
}

export interface AnnouncementsTable extends Trilingual<'title'>, OptionalTrilingual<'body'> {
  id: Id;
  announcement_category_id: number;
  is_pinned: Defaulted<boolean>;
  published_at: DefaultTimestamp;
  expires_at: Timestamp | null;
  created_at: DefaultTimestamp;
  /** Added by 280: the record's version. */
  version: Defaulted<number>;
}

export interface ArticlesTable extends Trilingual<'title'>, OptionalTrilingual<'body'> {
  id: Id;
  article_category_id: number;
  doctor_id: number | null;
  image_url: string | null;
  published_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  /** Added by 280: the record's version. */
  version: Defaulted<number>;
}

export interface GuidanceClinicsTable extends Trilingual<'name'>, OptionalTrilingual<'description'> {
  id: Id;
  center_id: number;
  doctor_assistant_id: number | null;
  phone_number: Defaulted<string>;
  working_hours: Defaulted<string>;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

/** A news-feed post, written by staff or generated from a doctor, center, video or instruction. */
export interface NewsFeedPostsTable extends Trilingual<'body'> {
  id: Id;
  news_feed_post_category_id: number;
  doctor_id: number | null;
  center_id: number | null;
  video_id: number | null;
  instruction_id: number | null;
  image_url: string | null;
  likes: Defaulted<number>;
  published_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  /** Added by 410: the record's version. */
  version: Defaulted<number>;
}

export interface NewsFeedGenerationRulesTable {
  id: Id;
  name: string;
  is_active: Defaulted<boolean>;
  posts_per_day: Defaulted<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Since migration 290: one more at every saved selection (a stale save is refused). */
  version: Defaulted<number>;
}

export interface NewsFeedRuleDoctorsTable {
  news_feed_generation_rule_id: number;
  doctor_id: number;
}

export interface NewsFeedRuleCentersTable {
  news_feed_generation_rule_id: number;
  center_id: number;
}

export interface NewsFeedRuleVideosTable {
  news_feed_generation_rule_id: number;
  video_id: number;
}

export interface NewsFeedRuleInstructionsTable {
  news_feed_generation_rule_id: number;
  instruction_id: number;
}

export interface ContentTables {
  news_categories: CategoryTable;
  news: NewsTable;
  event_categories: CategoryTable;
  events: EventsTable;
  event_speakers: EventSpeakersTable;
  event_speaker_links: EventSpeakerLinksTable;
  research_categories: CategoryTable;
  research: ResearchTable;
  guidelines: GuidelinesTable;
  video_categories: CategoryTable;
  videos: VideosTable;
  root_instructions: RootInstructionsTable;
  instruction_categories: InstructionCategoriesTable;
  instructions: InstructionsTable;
  center_instruction_headers: CenterInstructionHeadersTable;
  content_tree_nodes: ContentTreeNodesTable;
  operation_instructions: OperationInstructionsTable;
  slider_destination_groups: SliderDestinationGroupsTable;
  carousel_images: CarouselImagesTable;
  why_choose_us: WhyChooseUsTable;
  smart_components: SmartComponentsTable;
  partners_and_certificates: PartnersAndCertificatesTable;
  announcement_categories: CategoryTable;
  announcements: AnnouncementsTable;
  article_categories: CategoryTable;
  articles: ArticlesTable;
  guidance_clinics: GuidanceClinicsTable;
  news_feed_post_categories: CategoryTable;
  news_feed_posts: NewsFeedPostsTable;
  news_feed_generation_rules: NewsFeedGenerationRulesTable;
  news_feed_rule_doctors: NewsFeedRuleDoctorsTable;
  news_feed_rule_centers: NewsFeedRuleCentersTable;
  news_feed_rule_videos: NewsFeedRuleVideosTable;
  news_feed_rule_instructions: NewsFeedRuleInstructionsTable;
}
