/** The site's messages in Spanish, one module per page; each module's shape is checked against English. */
import type { Messages } from '../en/index.ts';
import meta from './meta.ts';
import layout from './layout.ts';
import home from './home.ts';
import about from './about.ts';
import solutions from './solutions.ts';
import cases from './cases.ts';
import technology from './technology.ts';
import contact from './contact.ts';
import forms from './forms.ts';
import privacy from './privacy.ts';
import presentation from './presentation.ts';
import apiDocs from './apiDocs.ts';
import errors from './errors.ts';

const es: Messages = {
  ...meta,
  ...layout,
  ...home,
  ...about,
  ...solutions,
  ...cases,
  ...technology,
  ...contact,
  ...forms,
  ...privacy,
  ...presentation,
  ...apiDocs,
  ...errors,
};

export default es;
