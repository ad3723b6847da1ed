/**
 * The lead forms' actions. Each accepts the form as posted (with or without JavaScript),
 * validates it with the schema the browser uses too, then hands it to `submitLead`.
 */
import { defineAction } from 'astro:actions';
import { callbackSchema, contactSchema, demoSchema, meetingSchema } from '../forms/schemas.ts';
import { submitLead } from './submitLead.ts';

export const server = {
  /** The contact page's message form (a package request when a package is chosen). */
  contact: defineAction({ accept: 'form', input: contactSchema, handler: (input, context) => submitLead('contact', input, context) }),
  /** The home page's demo request. */
  demo: defineAction({ accept: 'form', input: demoSchema, handler: (input, context) => submitLead('demo', input, context) }),
  /** The call-back request. */
  callback: defineAction({ accept: 'form', input: callbackSchema, handler: (input, context) => submitLead('callback', input, context) }),
  /** The meeting request at an office. */
  meeting: defineAction({ accept: 'form', input: meetingSchema, handler: (input, context) => submitLead('meeting', input, context) }),
};
