import { z } from 'zod';
import { TITLE_MAX, URL_MAX } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { messageResult, page } from './envelope.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { codeParam, isHttpUrl, requiredText } from './validators.ts';

/** Body limit, counted on the plain text (the server counts after sanitizing). */
export const ANNOUNCEMENT_BODY_MAX = 5000;
/** Ceiling on the raw HTML, so markup cannot be used to send megabytes. */
export const ANNOUNCEMENT_BODY_HTML_MAX = 50000;
export const ANNOUNCEMENT_PAGE_SIZE = 10;

export const maxCharsMessage = (max: number) => `Maximum ${max} characters allowed`;
export const INVALID_LINK = 'Please enter a valid link starting with http:// or https://';

export { isHttpUrl } from './validators.ts';

export const announcementItem = z.object({
  code: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  link: z.string(),
  /** Epoch seconds. */
  publishedOn: z.number().int(),
});
export type Announcement = z.infer<typeof announcementItem>;

export const announcementPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ANNOUNCEMENT_PAGE_SIZE),
});

/** `GET announcement`: the published announcements, newest first (path not shown in the spec). */
export const listAnnouncements = endpoint({
  method: 'GET',
  path: 'announcement',
  query: announcementPageQuery,
  result: page(announcementItem),
  roles: 'public',
  summary: 'The announcements, newest first, a page at a time, for everyone.',
});

export const announcementCodeParams = z.object({ code: codeParam });

export const getAnnouncement = endpoint({
  method: 'GET',
  path: 'announcement/:code',
  params: announcementCodeParams,
  result: announcementItem,
  roles: 'public',
  summary: 'One announcement by its code, for everyone.',
});

export const announcementBody = z.object({
  /** Empty: create; a code: update that announcement. */
  code: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, OUR_MSG.invalidCode)
    .optional()
    .default(''),
  title: requiredText(TITLE_MAX),
  /** Rich text HTML; sanitized on the server, limit counted on its plain text. */
  body: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(ANNOUNCEMENT_BODY_HTML_MAX, maxCharsMessage(ANNOUNCEMENT_BODY_MAX)),
  link: z
    .string()
    .trim()
    .max(URL_MAX, maxCharsMessage(URL_MAX))
    .refine((value) => value === '' || isHttpUrl(value), INVALID_LINK)
    .optional()
    .default(''),
});
export type AnnouncementInput = z.input<typeof announcementBody>;

/** `POST announcement`: create (no code) or update (code) an announcement. */
export const saveAnnouncement = endpoint({
  method: 'POST',
  path: 'announcement',
  body: announcementBody,
  result: z.object({ code: z.string(), Message: z.string() }),
  roles: ['admin'],
  summary: 'Create (empty code) or update (code given) an announcement; the body is sanitized. Audited.',
});

export const deleteAnnouncement = endpoint({
  method: 'DELETE',
  path: 'announcement/:code',
  params: announcementCodeParams,
  result: messageResult,
  roles: ['admin'],
  summary: 'Remove an announcement. Audited.',
});
