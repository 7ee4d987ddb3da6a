// A ZKTeco / eSSL terminal pushing one day of punches to a running Muster over the ADMS
// "iclock" protocol, as a real terminal would: handshake, heartbeat (running any commands
// queued for it), the day's ATTLOG upload, and a last heartbeat. Run from the repository
// root after `pnpm exec tsc -b` (it uses the built simulator):
//   node tests/devices/adms-terminal.mjs --url http://localhost:8080 --serial CQZ7224460001 --pins emp1
// Options: --day YYYY-MM-DD (default today, IST; today only punches made so far),
//   --zone <IANA zone> (the terminal's clock; default Asia/Kolkata), --shift HH:MM (default 09:00).
import { parseArgs } from 'node:util';
import { AdmsTerminal, terminalDayLines } from '@muster/server/testing';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    serial: { type: 'string', default: 'CQZ7224460001' },
    pins: { type: 'string', default: 'emp1' },
    day: { type: 'string' },
    zone: { type: 'string', default: 'Asia/Kolkata' },
    shift: { type: 'string', default: '09:00' },
  },
});
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const day = values.day ?? today;
const [hours, minutes] = values.shift.split(':').map(Number);
const employees = values.pins
  .split(',')
  .map((code) => ({ code: code.trim(), shiftStartMinute: hours * 60 + minutes }));

const terminal = new AdmsTerminal(values.url, values.serial);
const show = (step, answer) =>
  console.log(`${step}: ${answer.status} ${answer.text.trim().replaceAll('\n', ' | ')}`);

const handshake = await terminal.handshake();
show('handshake', handshake);
if (handshake.status !== 200) process.exit(1);
const commands = await terminal.runCommands();
console.log(`commands run: ${commands.length ? commands.map((entry) => entry.command).join(' | ') : 'none'}`);
const lines = terminalDayLines(employees, day, values.zone, Date.now());
if (lines.length) show(`ATTLOG ${day} (${lines.length} punches)`, await terminal.pushAttlog(lines));
else console.log(`no punches on ${day} yet`);
show('heartbeat', await terminal.heartbeat());
