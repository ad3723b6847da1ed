/**
 * Which way imports may point, checked by `npm test` (`depcruise src --config .dependency-cruiser.cjs`).
 * A rule's known exceptions are listed in its `pathNot`, one commented line each, so tightening
 * it is one edit.
 */

/**
 * A folder's own modules that its subfolders may import: they stand below the whole folder
 * (settings, the log, timed work, the staff screens' shared pieces). Any other import from a
 * subfolder of a module in a folder above it runs back up, against the way the folders nest.
 */
const foundations = [
  '^src/server/env\\.ts$',
  '^src/server/log\\.ts$',
  '^src/server/periodic\\.ts$',
  '^src/components/staff/(StaffTime|TableScroll|StaffForm|VisitorText)\\.tsx$',
  '^src/components/staff/StaffTable\\.module\\.css$',
  '^src/components/sections/(CtaBand|PageHero)\\.tsx$',
  '^src/i18n/shape\\.ts$',
  '^src/data/cases\\.ts$',
  // What every part of the leads code shares: a lead's types, and hidden characters written out.
  '^src/server/leads/(types|invisible)\\.ts$',
  // The schemas and seeds the kinds in content/kinds/ declare, shared with the public pages' data.
  '^src/content/(indexing|offices|packages|pageCopy|socialImages)\\.ts$',
];

/** Known imports that run back up, until their modules are reworked. */
const backUpExceptions = [
  // A staff action's `Acting` carries the app to its handler.
  '^src/server/staff/member\\.ts$',
  // Which staff action a name declares is read from the actions' list, which holds the staff group.
  '^src/actions/staff/declared\\.ts$',
  // The upload check reads the member's session through the app.
  '^src/server/http/bodyLimit\\.ts$',
];

/** One rule per depth of the folder above: the module's folder is a subfolder of `$1`. */
const backUp = ['src', 'src/[^/]+', 'src/[^/]+/[^/]+', 'src/[^/]+/[^/]+/[^/]+'].map((above, depth) => ({
  name: `no-import-back-up-${depth + 1}`,
  comment: 'A module imports no module of a folder above its own, but that folder’s foundations.',
  severity: 'error',
  from: { path: `^(${above})/[^/]+/`, pathNot: backUpExceptions },
  // The app's type is how a module is handed the app (`app-handed-down` refuses any other import of it).
  to: { path: '^$1/[^/]+$', pathNot: [...foundations, '^src/server/app\\.ts$'] },
}));

module.exports = {
  forbidden: [
    {
      name: 'app-handed-down',
      comment:
        'Modules below the server get the app handed down, as a type: only the start (serve, startup) and the app itself import it to run.',
      severity: 'error',
      from: { path: '^src/server/[^/]+/', pathNot: backUpExceptions },
      to: { path: '^src/server/app\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-cycles',
      comment: 'No module imports itself back, however far round.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-and-content-below-pages',
      comment: 'The server and the content documents never import pages or components.',
      severity: 'error',
      from: { path: '^src/(server|content)/' },
      to: { path: '^src/(pages|components)/' },
    },
    {
      name: 'components-without-schema',
      comment: 'Components get their data as props, never from the database schema.',
      severity: 'error',
      from: {
        path: '^src/components/',
      },
      to: { path: '^src/server/db/schema' },
    },
    ...backUp,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
