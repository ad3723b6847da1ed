/** The site's messages in Portuguese, one module per page; each section's shape is checked against English. */
import type { Messages } from '../en/index.ts';
import { meta } from './meta.ts';
import { common, nav, footer } from './layout.ts';
import { hero, demo } from './home.ts';
import { about } from './about.ts';
import { solutions } from './solutions.ts';
import { cases } from './cases.ts';
import { technology, tech_core } from './technology.ts';
import { contact } from './contact.ts';
import { contact_form } from './forms.ts';
import { privacy } from './privacy.ts';
import { presentation } from './presentation.ts';
import { apiDocs } from './apiDocs.ts';
import { notFound, errorPages } from './errors.ts';
import { leadReply } from './leadReply.ts';
import { meetingMail, meetingPage } from './meetingMail.ts';

const pt: Messages = {
  meta,
  common,
  nav,
  footer,
  hero,
  demo,
  about,
  solutions,
  cases,
  technology,
  tech_core,
  contact,
  contact_form,
  privacy,
  presentation,
  apiDocs,
  notFound,
  errorPages,
  leadReply,
  meetingMail,
  meetingPage,
};

export default pt;
