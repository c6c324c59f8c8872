import { err, ok, type Result } from '../shared/result';

/** Where a job form is published. */
export const JobPlatform = {
  Web: 0,
  Mobile: 1,
  Both: 2,
} as const;

export type JobPlatform = (typeof JobPlatform)[keyof typeof JobPlatform];

/** Which list a job form belongs to. */
export const JobPlacement = {
  SubmitYourCv: 0,
  NormalJobs: 1,
} as const;

export type JobPlacement = (typeof JobPlacement)[keyof typeof JobPlacement];

/** One option of a select: the number the backend stores and its exact label. */
export interface JobFormOption<V extends number> {
  readonly value: V;
  readonly label: string;
}

/** The spec's exact labels of the platforms. */
export const JOB_PLATFORM_LABELS: Readonly<Record<JobPlatform, string>> = Object.freeze({
  [JobPlatform.Web]: 'Web',
  [JobPlatform.Mobile]: 'Mobile',
  [JobPlatform.Both]: 'Both',
});

/** The spec's exact labels of the placements. */
export const JOB_PLACEMENT_LABELS: Readonly<Record<JobPlacement, string>> = Object.freeze({
  [JobPlacement.SubmitYourCv]: 'Submit Your CV',
  [JobPlacement.NormalJobs]: 'Normal Jobs',
});

const options = <V extends number>(labels: Readonly<Record<V, string>>, values: readonly V[]) =>
  Object.freeze(values.map((value): JobFormOption<V> => Object.freeze({ value, label: labels[value] })));

/** The platform options of the job form's select, in value order. */
export const JOB_PLATFORM_OPTIONS: readonly JobFormOption<JobPlatform>[] = options(JOB_PLATFORM_LABELS, [
  JobPlatform.Web,
  JobPlatform.Mobile,
  JobPlatform.Both,
]);

/** The placement options of the job form's select, in value order. */
export const JOB_PLACEMENT_OPTIONS: readonly JobFormOption<JobPlacement>[] = options(JOB_PLACEMENT_LABELS, [
  JobPlacement.SubmitYourCv,
  JobPlacement.NormalJobs,
]);

export interface UnknownJobPlatform {
  readonly code: 'UnknownJobPlatform';
  readonly value: unknown;
}

export interface UnknownJobPlacement {
  readonly code: 'UnknownJobPlacement';
  readonly value: unknown;
}

/** Reads a platform number; anything but 0, 1 or 2 is `UnknownJobPlatform`. */
export function parseJobPlatform(value: unknown): Result<JobPlatform, UnknownJobPlatform> {
  const option = JOB_PLATFORM_OPTIONS.find((o) => o.value === value);
  return option ? ok(option.value) : err({ code: 'UnknownJobPlatform', value });
}

/** Reads a placement number; anything but 0 or 1 is `UnknownJobPlacement`. */
export function parseJobPlacement(value: unknown): Result<JobPlacement, UnknownJobPlacement> {
  const option = JOB_PLACEMENT_OPTIONS.find((o) => o.value === value);
  return option ? ok(option.value) : err({ code: 'UnknownJobPlacement', value });
}

/** The label of a platform, e.g. 'Both'. */
export function jobPlatformLabel(platform: JobPlatform): string {
  return JOB_PLATFORM_LABELS[platform];
}

/** The label of a placement, e.g. 'Submit Your CV'. */
export function jobPlacementLabel(placement: JobPlacement): string {
  return JOB_PLACEMENT_LABELS[placement];
}
