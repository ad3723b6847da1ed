/**
 * Every action. The lead forms' accept the form as posted (with or without JavaScript),
 * validate it with the schema the browser uses too, then hand it to `submitLead`. The staff
 * area's are grouped by section under `staff` (`./staff/`), each declared with `staffAction`.
 */
import { defineAction } from 'astro:actions';
import { bookingSchema, callbackSchema, contactSchema, demoSchema, meetingSchema } from '../forms/schemas.ts';
import { account } from './staff/account.ts';
import { agenda } from './staff/agenda.ts';
import { caseArchive } from './staff/caseArchive.ts';
import { caseDrafts } from './staff/caseDrafts.ts';
import { cases } from './staff/cases.ts';
import { content } from './staff/content.ts';
import { inbox } from './staff/inbox.ts';
import { leads } from './staff/leads.ts';
import { meetings } from './staff/meetings.ts';
import { privacy } from './staff/privacy.ts';
import { redirects } from './staff/redirects.ts';
import { replies } from './staff/replies.ts';
import { routing } from './staff/routing.ts';
import { team } from './staff/team.ts';
import { submitLead } from './submitLead.ts';

export const server = {
  /** The contact page's message form (a package request when a package is chosen). */
  contact: defineAction({
    accept: 'form',
    input: contactSchema,
    handler: (input, context) => submitLead('contact', input, context),
  }),
  /** The home page's demo request. */
  demo: defineAction({
    accept: 'form',
    input: demoSchema,
    handler: (input, context) => submitLead('demo', input, context),
  }),
  /** The call-back request. */
  callback: defineAction({
    accept: 'form',
    input: callbackSchema,
    handler: (input, context) => submitLead('callback', input, context),
  }),
  /** The meeting request at an office. */
  meeting: defineAction({
    accept: 'form',
    input: meetingSchema,
    handler: (input, context) => submitLead('meeting', input, context),
  }),
  /** A meeting booked at a free time; a time taken meanwhile is refused with CONFLICT (409). */
  booking: defineAction({
    accept: 'form',
    input: bookingSchema,
    handler: (input, context) => submitLead('booking', input, context),
  }),
  /** The staff area's, by section. */
  staff: {
    leads,
    inbox,
    replies,
    routing,
    meetings,
    agenda,
    privacy,
    cases,
    caseArchive,
    caseDrafts,
    content,
    redirects,
    team,
    account,
  },
};
