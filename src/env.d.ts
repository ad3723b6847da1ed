declare namespace App {
  /** What a request's handling passes on to the middleware that answers it. */
  interface Locals {
    /**
     * The app the request runs in (`src/server/app.ts`): settings, store, caches, metrics and
     * services, made once by the server (`src/server/serve.ts`) or the dev server and handed to
     * every on-demand request. Prerendered pages are built without one.
     */
    app: import('./server/app').SiteApp;
    /**
     * The page's language, worked out once per request by the request context (`src/middleware.ts`):
     * the path's language prefix, else English. Staff pages use `staffLang` instead.
     */
    lang: import('./i18n/languages').Lang;
    /**
     * The documents the page shows (its catalogs, the company's contacts, the packages' names),
     * worked out once per request by the request context (`src/middleware.ts`): the published
     * ones on demand, the saved drafts in a staff preview, the code's at build time.
     */
    shown: import('./content/shown').ShownDocuments;
    /** The catalog of `lang`: every sentence the page shows. */
    t: import('./i18n').Messages;
    /** The public origin absolute links name (canonical, Open Graph, JSON-LD): `SITE_URL`, else the request's own. */
    origin: URL;
    /** Set when a form send is refused for the rate limit: seconds until the visitor may send again. */
    retryAfterSeconds?: number;
    /** The signed-in staff member on a staff request (set by the request context), else undefined. */
    staff?: import('./server/staff/member').StaffMember;
    /**
     * On a staff request the member may see: the moment the request arrived and the member's time
     * zone (UTC unless they chose one), set by the staff guard. Pages pass it to their screens
     * (`clock`), so every time on a page is shown from the same "now".
     */
    staffClock?: import('./format/staffClock').StaffClock;
    /** On a staff request: the staff language, signed in or not (the member's choice, the browser's, English). */
    staffLang?: import('./i18n/languages').StaffLang;
    /**
     * On a staff preview of a public page (`/staff/content/preview/<page>/<lang>`): the documents
     * it is rendered from (the saved drafts over what is published) and the band that says so.
     */
    preview?: {
      documents: import('./server/documents/preview').PreviewDocuments;
      notice: { lang: import('./i18n/languages').StaffLang; text: string; back: { href: string; label: string } };
    };
    /** Set by the staff guard when it refuses a request: the refusal page's status. */
    staffRefusal?: 403 | 404;
  }
}
