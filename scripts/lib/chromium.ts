/** Debian's Chromium: browser downloads cannot work on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for headless Chromium here: no sandbox as root, and no background traffic,
 * which this machine's closed network would refuse many times a start.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
