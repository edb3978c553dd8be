import type { ApiErrorCode } from './error-catalogue.js';

/** Database id of any stored entity. */
export type Id = number;

/** A reference to another entity by id, as lists of the spec carry them (`tags`, `branches`). */
export interface IdRef {
  id: Id;
}

/** ISO 8601 date-time string in UTC, e.g. `2026-11-20T08:30:00.000Z`. */
export type DateTimeString = string;

/** Calendar date `YYYY-MM-DD`. */
export type DateString = string;

/** Time of day `HH:mm`, 24-hour. */
export type TimeString = string;

/** Weekday names as the spec spells them; ISO order, Monday first. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const OPENING_HOUR_TYPES = ['once', 'daily', ...WEEKDAYS] as const;
export type OpeningHourType = (typeof OPENING_HOUR_TYPES)[number];

/** One opening-hour (or delivery-hour, or schedule) entry. */
export interface OpeningHourEntry {
  type: OpeningHourType;
  /** Only for `once`: the day it applies to. */
  date: DateString | null;
  isClosed: boolean;
  from: TimeString;
  to: TimeString;
}

/**
 * When a category or product is available: an optional date range plus opening-hour style
 * entries. No entries means all day on every day within the range.
 */
export interface Schedule {
  startDate: DateString | null;
  endDate: DateString | null;
  hours: OpeningHourEntry[];
}

/** Image as the spec reads it; files live at /image/{id}-{version}.{extension}. */
export interface Image {
  id: Id;
  version: number;
  extension: string;
  width: number;
  height: number;
  alt: string;
}

/** The sized variants of an image (name → pixel width). */
export const IMAGE_SIZES = {
  icon: 64,
  thumbnail: 128,
  tiny: 256,
  small: 640,
  medium: 1280,
  large: 1920,
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Uploaded file; served at /upload/{publicHash}/{id}-{version}.{extension}. */
export interface Upload {
  id: Id;
  version: number;
  extension: string;
  publicHash: string;
  mimeType: string;
  name: string;
  size: number;
}

/** The wire envelope of every successful answer. */
export interface DataEnvelope<T> {
  data: T;
}

/**
 * A problem a rule found, in German; `field` names the input it belongs to. The API answers it
 * as an ApiError with its `code`, `VALIDATION_FAILED` unless the rule names another.
 */
export interface FieldError {
  message: string;
  field?: string;
  code?: ApiErrorCode;
}

/** One failure as the API answers it: a stable code (see ERROR_MESSAGES) and its German message. */
export interface ApiError extends FieldError {
  code: ApiErrorCode;
}

/** The wire envelope of every failed answer. */
export interface ErrorEnvelope {
  errors: ApiError[];
}

/** A page of a list read with paging. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
