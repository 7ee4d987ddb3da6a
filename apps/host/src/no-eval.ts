import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying
 * `Function('')` on the first parse: under the server's Content-Security-Policy (no
 * 'unsafe-eval') that try is refused and logged as a console error on every page (issue #19
 * item 9). Parsing without the compiled fast path is enough for the app's small payloads.
 * Imported first by main.tsx, before anything can parse.
 */
config({ jitless: true });
