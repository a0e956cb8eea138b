import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium; the flags keep it from reaching for the network this machine does not have. Used by e2e and bench.
 * `args`: more flags for one journey (a fake microphone, ADR 37).
 */
export function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...args,
    ],
  });
}

/** Chromium flags for a microphone that plays `wav` and is allowed without asking (calls, pronunciation). */
export const fakeMicrophone = (wav: string): string[] => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-audio-capture=${wav}`,
];
