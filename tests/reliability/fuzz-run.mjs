// Sends seeded fuzz frames (fuzz-frames.mjs) over real WebSockets, each channel one frame at a
// time, and checks that every frame gets exactly one reply with its id and that none is the
// generic server error. Used by fuzz.mjs (by hand) and fuzz.test.ts (CI).
import { openChannel } from './channel.mjs';
import { frameGenerator } from './fuzz-frames.mjs';

export const genericError = 'Something went wrong on the server';

/**
 * Runs `frames` frames of seed `seed` on `channels` parallel channels; answers counts:
 * replies by kind, generic errors, frames not answered in time, replies with the wrong id.
 */
export async function runFuzz({ url, apiKey, sessionKey, seed, frames, channels = 4, timeoutMs = 30_000 }) {
  const next = frameGenerator(seed, sessionKey);
  const counts = { frames: 0, success: 0, error: 0, generic: 0, unanswered: 0, wrongId: 0 };
  /** @type {string[]} */
  const examples = [];
  const lanes = await Promise.all(Array.from({ length: channels }, () => openChannel(url, apiKey)));
  await Promise.all(
    lanes.map(async (lane) => {
      while (counts.frames < frames) {
        counts.frames += 1;
        const { text, expectId } = next();
        const reply = await lane.sendRaw(text, timeoutMs);
        if (!reply) {
          counts.unanswered += 1;
          if (examples.length < 5) examples.push(`unanswered: ${text.slice(0, 300)}`);
          return;
        }
        if (reply.id !== expectId) counts.wrongId += 1;
        counts[reply.output.type] += 1;
        if (reply.output.message === genericError) {
          counts.generic += 1;
          if (examples.length < 5) examples.push(text.slice(0, 300));
        }
      }
    }),
  );
  for (const lane of lanes) lane.socket.close();
  return { ...counts, examples };
}
