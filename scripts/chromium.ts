/**
 * How the tests, the audit and the benchmarks launch Chromium: the system's browser
 * (`CHROMIUM_PATH`, default Debian's), headless with no sandbox (it runs as root in CI) and none
 * of the background fetches a closed network would leave hanging.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
