/**
 * English messages: the source catalog, one module per page. Its shape is the `Messages` type
 * every other language must satisfy, so a missing key is a type error.
 * Placeholders in braces ({price}) are filled by `format`; copy never holds markup.
 */
import type { Shape } from '../../shape.ts';
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

const en = {
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

export type Messages = Shape<typeof en>;

export default en satisfies Messages;
