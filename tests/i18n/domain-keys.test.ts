import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/adapters/i18n/create-i18n';
import { APPOINTMENT_STATE_LABELS } from '../../src/domain/appointments/appointment-state-label';
import { ALL_APPOINTMENT_STATES } from '../../src/domain/appointments/appointment-state';
import { transition } from '../../src/domain/appointments/appointment-transition';
import { CalendarColour } from '../../src/domain/appointments/calendar-colour';
import { ChatAlert } from '../../src/domain/chat/chat-alert';
import { ChatStatus } from '../../src/domain/chat/chat-status';
import { validateComment, validateReply } from '../../src/domain/content/comment-rules';
import {
  JOB_PLACEMENT_LABELS,
  JOB_PLATFORM_LABELS,
  JobPlacement,
  JobPlatform,
} from '../../src/domain/content/job-form-options';
import { AppErrors } from '../../src/domain/errors/app-error';
import { OtpSentFilter } from '../../src/domain/otp/otp-filter';
import { Language } from '../../src/domain/preferences/language';
import { DEFAULT_SNACKBAR_MESSAGE } from '../../src/domain/preferences/snackbar';
import { NavType } from '../../src/domain/preferences/theme-config';
import { LoginError } from '../../src/domain/session/login-error';
import { DASHBOARD_CRUMB } from '../../src/domain/shell/breadcrumbs';
import { MENU_ITEMS_ERROR } from '../../src/domain/shell/resolve-menu';
import { NO_TITLE } from '../../src/domain/shell/tab-identity';
import { WEBSITE_CONTENT_MENU } from '../../src/domain/shell/website-content-menu';
import { CAROUSEL_PLACEMENTS } from '../../src/domain/site/carousel-placement';
import { bundleFetch } from '../adapters/i18n/bundle-fetch';
import { messages } from './bundles';

const english = messages('en');
const missingFrom = (keys: Iterable<string>) => [...keys].filter((key) => !english.has(key));

/** Every refused state change the domain can produce. */
const refusals = ALL_APPOINTMENT_STATES.flatMap((from) =>
  ALL_APPOINTMENT_STATES.flatMap((to) => {
    const result = transition(from, to);
    return result.ok ? [] : [result.error];
  }),
);

/** `SubmitYourCv` -> `submitYourCv`: how a constant's member name becomes a key segment. */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const comment = validateComment('');
const reply = validateReply('');
const requiredTexts = [comment, reply].flatMap((result) => (result.ok ? [] : [result.error]));

describe('keys the domain names', () => {
  it('has every appointment state key', () => {
    expect(missingFrom(Object.values(APPOINTMENT_STATE_LABELS).map((label) => label.key))).toEqual([]);
  });

  it('has every refused state change key', () => {
    expect(refusals.length).toBeGreaterThan(0);
    expect(missingFrom(refusals.map((refusal) => refusal.key))).toEqual([]);
  });

  it('has every carousel placement key', () => {
    expect(missingFrom(CAROUSEL_PLACEMENTS.map((placement) => placement.i18nKey))).toEqual([]);
  });

  it('has every login error key', () => {
    expect(missingFrom(Object.values(LoginError).map((error) => error.key))).toEqual([]);
  });

  it('has every hub alert key', () => {
    expect(missingFrom(Object.values(ChatAlert).map((alert) => alert.messageKey))).toEqual([]);
  });

  it('has every menu title the domain defines', () => {
    const titles = [DASHBOARD_CRUMB.title, WEBSITE_CONTENT_MENU.title];
    for (const child of WEBSITE_CONTENT_MENU.children ?? []) titles.push(child.title);
    expect(missingFrom(titles)).toEqual([]);
  });
});

describe('keys derived from domain codes (docs/i18n.md)', () => {
  it('has errors.<code> for every AppError code, and for a list empty-is-error', () => {
    const codes = Object.values(AppErrors).map((make) => make(0 as never, undefined as never).code);
    expect(codes).toContain('Forbidden');
    expect(missingFrom([...codes, 'EmptyResult'].map((code) => `errors.${code}`))).toEqual([]);
  });

  it('has validation.<code> for every required-text rule', () => {
    expect(missingFrom(requiredTexts.map((error) => `validation.${error.code}`))).toEqual([]);
  });

  it('has jobs.platform.* and jobs.placement.* for every job-form option', () => {
    const keys = [
      ...Object.keys(JobPlatform).map((name) => `jobs.platform.${lowerFirst(name)}`),
      ...Object.keys(JobPlacement).map((name) => `jobs.placement.${lowerFirst(name)}`),
    ];
    expect(missingFrom(keys)).toEqual([]);
  });

  it('has calendar.legend.<colour> for every calendar colour', () => {
    expect(missingFrom(Object.values(CalendarColour).map((colour) => `calendar.legend.${colour}`))).toEqual(
      [],
    );
  });

  it('has chat.status.* for every chat status', () => {
    expect(missingFrom(Object.keys(ChatStatus).map((name) => `chat.status.${lowerFirst(name)}`))).toEqual([]);
  });

  it('has otp.filter.<value> for every OTP sent filter', () => {
    expect(missingFrom(Object.values(OtpSentFilter).map((value) => `otp.filter.${value}`))).toEqual([]);
  });

  it('has common.theme.<mode> for every theme mode', () => {
    expect(missingFrom(Object.values(NavType).map((mode) => `common.theme.${mode}`))).toEqual([]);
  });

  it('has languages.<code> for every offered language', () => {
    expect(missingFrom(Object.values(Language).map((language) => `languages.${language}`))).toEqual([]);
  });
});

describe('the English of the spec, exactly', () => {
  const pairs: [string, string][] = [
    ...Object.values(APPOINTMENT_STATE_LABELS).map((label): [string, string] => [label.key, label.label]),
    ...CAROUSEL_PLACEMENTS.map((placement): [string, string] => [placement.i18nKey, placement.name]),
    ...Object.values(LoginError).map((error): [string, string] => [error.key, error.text]),
    ...Object.values(ChatAlert).map((alert): [string, string] => [alert.messageKey, alert.text]),
    ...requiredTexts.map((error): [string, string] => [`validation.${error.code}`, error.message]),
    ...Object.entries(JobPlatform).map(([name, value]): [string, string] => [
      `jobs.platform.${lowerFirst(name)}`,
      JOB_PLATFORM_LABELS[value],
    ]),
    ...Object.entries(JobPlacement).map(([name, value]): [string, string] => [
      `jobs.placement.${lowerFirst(name)}`,
      JOB_PLACEMENT_LABELS[value],
    ]),
    ['shell.menuItemsError', MENU_ITEMS_ERROR],
    ['shell.noTitle', NO_TITLE],
    ['snackbar.noteArchived', DEFAULT_SNACKBAR_MESSAGE],
  ];

  it.each(pairs)('gives %s the exact text %j', (key, text) => {
    expect(english.get(key)).toBe(text);
  });

  it.each([
    ['login.error.invalidCredentials', 'Please enter a valid username/password.'],
    ['login.error.tooManyRequests', 'Too many requests, please wait 1 min, and then try again.'],
    ['login.error.somethingWentWrong', 'Something went wrong.'],
    ['alerts.newChatMessage', 'New Chat Message'],
    ['alerts.newSmsCodeRequest', 'New SMS Code Request'],
    ['shell.menuItemsError', 'Menu Items Error'],
    ['shell.noTitle', 'No title Found'],
    ['snackbar.noteArchived', 'Note archived'],
    ['validation.CommentRequired', 'Comment Field is Required'],
    ['validation.ReplyRequired', 'Reply Field is Required'],
    ['jobs.placement.submitYourCv', 'Submit Your CV'],
    ['jobs.placement.normalJobs', 'Normal Jobs'],
    ['carouselPlacement.wardVipRooms', 'Ward Vip Rooms'],
  ])('gives %s the spec text %j (the spec quoted directly)', (key, text) => {
    expect(english.get(key)).toBe(text);
  });

  it('reads every refused state change in English exactly as the domain describes it', async () => {
    const { fetch } = bundleFetch();
    const { translator, ready } = createI18n({
      fetch,
      react: false,
      pageUrl: 'https://care.example.org/dashboard/OnlineAppointments',
      document: { documentElement: null },
    });
    await ready;
    expect(translator.language).toBe('en');
    const wrong = refusals.filter(
      (refusal) => translator.t(refusal.key, refusal.params) !== refusal.description,
    );
    expect(wrong.map((refusal) => `${refusal.key} ${refusal.from}->${refusal.to}`)).toEqual([]);
  });
});
