import { istCompact, utcCompact } from '@pp/contract/india-time';
/**
 * iCalendar (RFC 5545) invitations for interviews: one VEVENT in India time (Asia/Kolkata, with its
 * VTIMEZONE so every calendar shows the right hour), identified by a UID that stays the same for
 * the invitation's whole life; every update or cancellation carries a higher SEQUENCE (RFC 5546), so
 * calendars replace the event rather than add a second one. Lines end in CRLF and are folded at 75
 * octets without splitting a UTF-8 character; text values are escaped.
 */

export interface CalendarEvent {
  /** Stable for the invitation (e.g. `${inviteCode}@${host}`). */
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** Epoch seconds. */
  startsOn: number;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** Epoch seconds of the mail (DTSTAMP). */
  stampedOn: number;
}

export const IST_TZID = 'Asia/Kolkata';

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=...): quoted, without the characters a quoted value may not hold. */
function paramValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, ' ')}"`;
}

/** Folds one content line at 75 octets (continuation lines start with a space). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space counts
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarText(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Placement Portal//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${IST_TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcCompact(event.stampedOn)}Z`,
    `DTSTART;TZID=${IST_TZID}:${istCompact(event.startsOn)}`,
    `DTEND;TZID=${IST_TZID}:${istCompact(event.startsOn + event.durationMinutes * 60)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
