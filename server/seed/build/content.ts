import {
  CENTER_INSTRUCTION_TREE,
  INSTRUCTIONS,
  OPERATIONS,
  VIDEO_CATEGORIES,
  VIDEOS,
} from '../catalogue/media-and-instructions';
import {
  EVENT_CATEGORIES,
  EVENT_SPEAKER_TITLES,
  EVENTS,
  GUIDELINES,
  JOURNALS,
  NEWS,
  NEWS_CATEGORIES,
  RESEARCH_CATEGORIES,
  RESEARCH_TITLES,
  type CategoryEntry,
} from '../catalogue/news-and-events';
import { FEMALE_NAMES, MALE_NAMES } from '../catalogue/person-names';
import { columns, fill, tri } from '../catalogue/trilingual';
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENTS,
  ARTICLE_CATEGORIES,
  ARTICLES,
  GUIDANCE_CLINICS,
  NEWS_FEED_CATEGORIES,
  NEWS_FEED_TEMPLATES,
  PARTNERS,
  SLIDER_GROUPS,
  SMART_COMPONENTS,
  WHY_CHOOSE_US,
} from '../catalogue/website-content';
import type { ClinicRefs } from './clinics';
import type { Rows, RowSet } from './network-rows';
import { avatarImage, bannerImage, initialsOf, photoImage } from './placeholder-images';
import type { SeedContext } from './seed-context';

/** Where demo videos would be served from: a reserved `.example` host, to be replaced by real uploads. */
const VIDEO_HOST = 'https://media.harem-care.example/videos';

/** News, events, research, guidelines, videos, instructions and all website content. */
export function buildContent(context: SeedContext, clinics: ClinicRefs): RowSet {
  const prng = context.prng.fork('content');
  const { clock } = context;
  const past = (minDays: number, maxDays: number) =>
    clock.at(-prng.int(minDays, maxDays), prng.int(9 * 60, 18 * 60));
  const categories = (list: readonly CategoryEntry[]) =>
    list.map((c, i) => ({
      id: i + 1,
      ...columns('name', c.name),
      sort_order: i + 1,
      created_at: clock.at(-900, 9 * 60),
    }));
  const categoryId = (list: readonly CategoryEntry[], key: string) =>
    list.findIndex((c) => c.key === key) + 1;

  // News: every template twice, at different centers, the newest first in id order.
  const news: Rows<'news'> = [];
  for (const round of [0, 1]) {
    for (const entry of NEWS) {
      const center = prng.pick(clinics.centers);
      const values = { center: center.entry.name, city: center.entry.city };
      const published = past(round * 180 + 1, round * 180 + 180);
      news.push({
        news_category_id: categoryId(NEWS_CATEGORIES, entry.category),
        center_id: center.id,
        ...columns('title', fill(entry.title, values)),
        ...columns('body', fill(entry.body, values)),
        image_url: bannerImage(fill(entry.title, values).en, prng.int(0, 359)),
        is_published: prng.chance(0.92),
        published_at: published,
        created_at: published,
      });
    }
  }
  news.sort((a, b) => (a.published_at as Date).getTime() - (b.published_at as Date).getTime());
  news.forEach((row, i) => (row.id = i + 1));

  // Events: half past, half to come, each at a center.
  const events: Rows<'events'> = [];
  const links: Rows<'event_speaker_links'> = [];
  const speakerCount = 14;
  EVENTS.concat(EVENTS).forEach((entry, i) => {
    const id = i + 1;
    const center = prng.pick(clinics.centers);
    const day = i < EVENTS.length ? -prng.int(5, 300) : prng.int(3, 90);
    const starts = clock.at(day, prng.pick([9, 10, 16, 17]) * 60);
    events.push({
      id,
      event_category_id: categoryId(EVENT_CATEGORIES, entry.category),
      center_id: center.id,
      ...columns('title', entry.title),
      ...columns('description', entry.description),
      ...columns('location', center.entry.name),
      starts_at: starts,
      ends_at: new Date(
        starts.getTime() + Math.min(entry.hours, 8) * 3_600_000 + (entry.hours > 8 ? 86_400_000 : 0),
      ),
      image_url: bannerImage(entry.title.en, prng.int(0, 359)),
      is_published: true,
      created_at: clock.at(Math.min(day, 0) - prng.int(10, 40), 11 * 60),
    });
    for (const speaker of prng.sample(
      Array.from({ length: speakerCount }, (_, s) => s + 1),
      prng.int(1, 3),
    )) {
      links.push({ event_id: id, event_speaker_id: speaker });
    }
  });
  const event_speakers: Rows<'event_speakers'> = Array.from({ length: speakerCount }, (_, i) => {
    const female = prng.chance(0.6);
    const fullName = `Dr. ${prng.pick(female ? FEMALE_NAMES : MALE_NAMES).en} ${prng.pick(MALE_NAMES).en}`;
    const title = prng.pick(EVENT_SPEAKER_TITLES);
    return {
      id: i + 1,
      full_name: fullName,
      ...columns('job_title', title),
      ...columns(
        'bio',
        fill(
          tri(
            '{title} with many years of teaching experience.',
            '{title} بە چەندین ساڵ ئەزموونی وانەوتنەوە.',
            '{title} بخبرة سنوات طويلة في التدريس.',
          ),
          { title },
        ),
      ),
      photo_url: avatarImage(initialsOf(fullName), (i * 53) % 360),
      created_at: clock.at(-400, 10 * 60),
    };
  });

  const research: Rows<'research'> = RESEARCH_TITLES.map(([category, title], i) => {
    const doctor = prng.pick(clinics.doctors);
    const coAuthor = `${prng.pick(MALE_NAMES.concat(FEMALE_NAMES)).en} ${prng.pick(MALE_NAMES).en}`;
    const published = clock.date(-prng.int(60, 1500));
    return {
      id: i + 1,
      research_category_id: categoryId(RESEARCH_CATEGORIES, category),
      doctor_id: doctor.id,
      title,
      abstract: `A study from ${clinics.centers.find((c) => c.id === doctor.centerId)?.entry.name.en ?? 'our network'}: ${title.charAt(0).toLowerCase()}${title.slice(1)}.`,
      authors: `${doctor.name.en.replace(/^Dr\.\s*/, '')}, ${coAuthor}`,
      journal: prng.pick(JOURNALS),
      published_on: published,
      url: `https://research.harem-care.example/papers/${i + 1}`,
      created_at: clock.at(-prng.int(30, 60), 10 * 60),
    };
  });

  const guidelines: Rows<'guidelines'> = GUIDELINES.map((g, i) => ({
    id: i + 1,
    speciality_id: g.speciality === null ? null : (clinics.specialityIds.get(g.speciality) ?? null),
    ...columns('title', g.title),
    ...columns('body', g.body),
    file_url: null,
    published_at: past(30, 700),
    created_at: clock.at(-720, 10 * 60),
  }));

  const videos: Rows<'videos'> = VIDEOS.map((v, i) => {
    const doctor = prng.pick(clinics.doctors);
    const department = prng.pick(clinics.departments);
    const published = past(5, 600);
    return {
      id: i + 1,
      video_category_id: categoryId(VIDEO_CATEGORIES, v.category),
      doctor_id: v.about === 'doctor' ? doctor.id : null,
      center_id:
        v.about === 'center' || v.about === 'department'
          ? department.centerId
          : v.about === 'doctor'
            ? doctor.centerId
            : null,
      speciality_id:
        v.about === 'speciality'
          ? (clinics.specialityIds.get(prng.pick(['obgyn', 'paediatrics', 'neonatology', 'family'])) ?? null)
          : null,
      building_department_id: v.about === 'department' ? department.id : null,
      ...columns('title', v.title),
      // Two videos are still being edited: no file yet, so the lists leave them out.
      video_url: i % 11 === 10 ? null : `${VIDEO_HOST}/${i + 1}.mp4`,
      thumbnail_url: photoImage((i * 41) % 360),
      duration_seconds: v.minutes * 60 + prng.int(0, 59),
      published_at: published,
      created_at: published,
    };
  });

  const root_instructions: Rows<'root_instructions'> = [];
  const instruction_categories: Rows<'instruction_categories'> = [];
  const instructions: Rows<'instructions'> = [];
  INSTRUCTIONS.forEach((root, r) => {
    root_instructions.push({
      id: r + 1,
      ...columns('title', root.title),
      ...columns('description', root.description),
      is_for_operations: root.forOperations,
      sort_order: r + 1,
      created_at: clock.at(-700, 10 * 60),
    });
    root.categories.forEach((category, c) => {
      const categoryIdValue = instruction_categories.length + 1;
      instruction_categories.push({
        id: categoryIdValue,
        root_instruction_id: r + 1,
        ...columns('name', category.name),
        sort_order: c + 1,
        created_at: clock.at(-700, 10 * 60),
      });
      category.entries.forEach((entry, e) =>
        instructions.push({
          id: instructions.length + 1,
          instruction_category_id: categoryIdValue,
          ...columns('title', entry.title),
          ...columns('body', entry.body),
          image_url: null,
          sort_order: e + 1,
          created_at: clock.at(-prng.int(100, 650), 10 * 60),
        }),
      );
    });
  });

  const center_instruction_headers: Rows<'center_instruction_headers'> = [];
  for (const center of clinics.centers) {
    CENTER_INSTRUCTION_TREE.forEach((root, r) => {
      const rootId = center_instruction_headers.length + 1;
      center_instruction_headers.push({
        id: rootId,
        center_id: center.id,
        parent_id: null,
        ...columns('title', root.title),
        ...columns('body', tri('', '', '')),
        image_url: photoImage((center.id * 31 + r * 60) % 360),
        sort_order: r + 1,
        created_at: clock.at(-600, 10 * 60),
      });
      root.children.forEach((child, c) =>
        center_instruction_headers.push({
          id: center_instruction_headers.length + 1,
          center_id: center.id,
          parent_id: rootId,
          ...columns('title', child.title),
          ...columns('body', child.body),
          image_url: null,
          sort_order: c + 1,
          created_at: clock.at(-600, 10 * 60),
        }),
      );
    });
  }

  const operationRoot = INSTRUCTIONS.findIndex((root) => root.forOperations) + 1;
  const operation_instructions: Rows<'operation_instructions'> = OPERATIONS.map((o, i) => ({
    id: i + 1,
    root_instruction_id: operationRoot,
    ...columns('operation_name', o.name),
    ...columns('before', o.before),
    ...columns('after', o.after),
    sort_order: i + 1,
    created_at: clock.at(-500, 10 * 60),
  }));

  const slider_destination_groups: Rows<'slider_destination_groups'> = SLIDER_GROUPS.map((g, i) => ({
    id: i + 1,
    ...columns('name', g.name),
    sort_order: i + 1,
  }));
  const carousel_images: Rows<'carousel_images'> = [];
  SLIDER_GROUPS.forEach((group, g) => {
    for (const placement of group.placements) {
      const slides = placement === 0 ? 3 : prng.int(2, 3);
      for (let s = 0; s < slides; s++) {
        const slogan = group.slogans[s % group.slogans.length] ?? group.name;
        carousel_images.push({
          id: carousel_images.length + 1,
          carousel_for: placement,
          slider_destination_group_id: g + 1,
          ...columns('title', slogan),
          image_url: bannerImage(slogan.en, (placement * 13 + s * 40) % 360),
          link_url: placement === 0 ? '/site/doctors' : null,
          sort_order: s + 1,
          is_active: !(s === 2 && prng.chance(0.3)),
          created_at: clock.at(-prng.int(10, 400), 10 * 60),
        });
      }
    }
  });

  const why_choose_us: Rows<'why_choose_us'> = WHY_CHOOSE_US.map((w, i) => ({
    id: i + 1,
    ...columns('title', w.title),
    ...columns('body', w.body),
    icon: w.icon,
    sort_order: i + 1,
  }));
  const smart_components: Rows<'smart_components'> = SMART_COMPONENTS.map((s, i) => ({
    id: i + 1,
    ...columns('title', s.title),
    ...columns('description', s.description),
    image_url: photoImage((i * 60) % 360),
    link_url: s.link,
    is_active: true,
    sort_order: i + 1,
  }));
  const partners_and_certificates: Rows<'partners_and_certificates'> = PARTNERS.map((p, i) => ({
    id: i + 1,
    kind: p.kind,
    ...columns('name', p.name),
    image_url: bannerImage(p.name.en, (i * 36) % 360),
    website_url: null,
    sort_order: i + 1,
  }));

  const announcements: Rows<'announcements'> = ANNOUNCEMENTS.map((a, i) => {
    const published = past(1, 200);
    return {
      id: i + 1,
      announcement_category_id: categoryId(ANNOUNCEMENT_CATEGORIES, a.category),
      ...columns('title', a.title),
      ...columns('body', a.body),
      is_pinned: i === 0,
      published_at: published,
      expires_at: a.category === 'holidays' ? new Date(published.getTime() + 30 * 86_400_000) : null,
      created_at: published,
    };
  });
  const articles: Rows<'articles'> = ARTICLES.map((a, i) => {
    const published = past(3, 500);
    return {
      id: i + 1,
      article_category_id: categoryId(ARTICLE_CATEGORIES, a.category),
      doctor_id: prng.pick(clinics.doctors).id,
      ...columns('title', a.title),
      ...columns('body', a.body),
      image_url: bannerImage(a.title.en, prng.int(0, 359)),
      published_at: published,
      created_at: published,
    };
  });
  const guidance_clinics: Rows<'guidance_clinics'> = GUIDANCE_CLINICS.map((g, i) => {
    const center = clinics.centers[i % clinics.centers.length] ?? prng.pick(clinics.centers);
    return {
      id: i + 1,
      center_id: center.id,
      doctor_assistant_id: prng.pick(clinics.assistantIds),
      ...columns('name', g.name),
      ...columns('description', g.description),
      phone_number: center.entry.phone,
      working_hours: g.hours,
      sort_order: i + 1,
      created_at: clock.at(-400, 10 * 60),
    };
  });

  return {
    news_categories: categories(NEWS_CATEGORIES),
    news,
    event_categories: categories(EVENT_CATEGORIES),
    events,
    event_speakers,
    event_speaker_links: links,
    research_categories: categories(RESEARCH_CATEGORIES),
    research,
    guidelines,
    video_categories: categories(VIDEO_CATEGORIES),
    videos,
    root_instructions,
    instruction_categories,
    instructions,
    center_instruction_headers,
    operation_instructions,
    slider_destination_groups,
    carousel_images,
    why_choose_us,
    smart_components,
    partners_and_certificates,
    announcement_categories: categories(ANNOUNCEMENT_CATEGORIES),
    announcements,
    article_categories: categories(ARTICLE_CATEGORIES),
    articles,
    guidance_clinics,
    ...newsFeed(context, clinics, videos, instructions),
  };
}

/** Post categories, generation rules with their selections, and the posts they made. */
function newsFeed(
  context: SeedContext,
  clinics: ClinicRefs,
  videos: Rows<'videos'>,
  instructions: Rows<'instructions'>,
): RowSet {
  const prng = context.prng.fork('news-feed');
  const { clock } = context;
  const categoryId = (key: string) => NEWS_FEED_CATEGORIES.findIndex((c) => c.key === key) + 1;
  const rules: Rows<'news_feed_generation_rules'> = [
    {
      id: 1,
      name: 'Doctor spotlight',
      is_active: true,
      posts_per_day: 2,
      created_at: clock.at(-300, 10 * 60),
      updated_at: clock.at(-20, 10 * 60),
    },
    {
      id: 2,
      name: 'Center of the week',
      is_active: true,
      posts_per_day: 1,
      created_at: clock.at(-300, 10 * 60),
      updated_at: clock.at(-45, 10 * 60),
    },
    {
      id: 3,
      name: 'Video of the day',
      is_active: true,
      posts_per_day: 1,
      created_at: clock.at(-200, 10 * 60),
      updated_at: clock.at(-10, 10 * 60),
    },
    {
      id: 4,
      name: 'Instructions digest',
      is_active: false,
      posts_per_day: 1,
      created_at: clock.at(-150, 10 * 60),
      updated_at: clock.at(-90, 10 * 60),
    },
  ];
  const doctors = prng.sample(clinics.doctors, 14);
  const centers = prng.sample(clinics.centers, 6);
  const chosenVideos = prng.sample(
    videos.filter((v) => v.video_url !== null),
    8,
  );
  const chosenInstructions = prng.sample(instructions, 6);

  const posts: Rows<'news_feed_posts'> = [];
  const post = (
    category: string,
    body: ReturnType<typeof fill>,
    links: Partial<Rows<'news_feed_posts'>[number]>,
    image: string | null,
  ) =>
    posts.push({
      news_feed_post_category_id: categoryId(category),
      doctor_id: null,
      center_id: null,
      video_id: null,
      instruction_id: null,
      ...links,
      ...columns('body', body),
      image_url: image,
      likes: prng.int(0, 340),
      published_at: clock.at(-prng.int(1, 150), prng.int(9 * 60, 21 * 60)),
    });
  for (const d of doctors)
    post('doctors', fill(NEWS_FEED_TEMPLATES.doctor, { name: d.name }), { doctor_id: d.id }, null);
  for (const c of centers)
    post(
      'centers',
      fill(NEWS_FEED_TEMPLATES.center, { name: c.entry.name }),
      { center_id: c.id },
      photoImage(c.id * 30),
    );
  for (const v of chosenVideos) {
    const title = tri(v.title_en, v.title_ku, v.title_ar);
    post(
      'videos',
      fill(NEWS_FEED_TEMPLATES.video, { name: title }),
      { video_id: v.id ?? null },
      v.thumbnail_url ?? null,
    );
  }
  for (const i of chosenInstructions) {
    const title = tri(i.title_en, i.title_ku, i.title_ar);
    post(
      'instructions',
      fill(NEWS_FEED_TEMPLATES.instruction, { name: title }),
      { instruction_id: i.id ?? null },
      null,
    );
  }
  for (let n = 0; n < 20; n++) post('tips', NEWS_FEED_TEMPLATES.tip, {}, null);
  posts.sort((a, b) => (a.published_at as Date).getTime() - (b.published_at as Date).getTime());
  posts.forEach((p, i) => {
    p.id = i + 1;
    p.created_at = p.published_at;
  });

  return {
    news_feed_post_categories: NEWS_FEED_CATEGORIES.map((c, i) => ({
      id: i + 1,
      ...columns('name', c.name),
      sort_order: i + 1,
      created_at: clock.at(-300, 9 * 60),
    })),
    news_feed_posts: posts,
    news_feed_generation_rules: rules,
    news_feed_rule_doctors: doctors.map((d) => ({ news_feed_generation_rule_id: 1, doctor_id: d.id })),
    news_feed_rule_centers: centers.map((c) => ({ news_feed_generation_rule_id: 2, center_id: c.id })),
    news_feed_rule_videos: chosenVideos.map((v) => ({
      news_feed_generation_rule_id: 3,
      video_id: v.id ?? 0,
    })),
    news_feed_rule_instructions: chosenInstructions.map((i) => ({
      news_feed_generation_rule_id: 4,
      instruction_id: i.id ?? 0,
    })),
  };
}
