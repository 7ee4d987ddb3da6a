import fs from 'node:fs';
import type { Browser } from 'playwright-core';

/** Where the system's Chromium is (never a downloaded one: DESIGN §6 "Documents"). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * HTML to PDF through one headless Chromium, launched on the first document and reused by
 * every later one (a launch costs about a second; a page a few tens of ms). A browser that
 * crashed is launched again on the next document. Pages get no network: a template's
 * links to elsewhere are not fetched. playwright-core itself is loaded on the first document:
 * compiling it took 0.8 s of every server start (issue #35 item 3).
 */
export class PdfPrinter {
  private browser: Promise<Browser> | null = null;

  /** Whether this machine has the Chromium the printer drives. */
  available(): boolean {
    return fs.existsSync(chromiumPath);
  }

  async print(html: string): Promise<Buffer> {
    const browser = await this.launched();
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
      });
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    await (await browser?.catch(() => null))?.close();
  }

  private launched(): Promise<Browser> {
    if (!this.browser) {
      const launching = import('playwright-core').then(({ chromium }) =>
        chromium.launch({
          executablePath: chromiumPath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        }),
      );
      this.browser = launching;
      launching.then(
        (browser) =>
          browser.on('disconnected', () => {
            if (this.browser === launching) this.browser = null;
          }),
        () => {
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser;
  }
}
