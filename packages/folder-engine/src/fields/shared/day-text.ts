const dayPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'yyyy-MM-dd' day as the product shows it, dd/MM/yyyy (spec 000 §9); any other text as it is. */
export function dayText(day: string): string {
  const match = isoDayPattern.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** A typed dd/MM/yyyy as 'yyyy-MM-dd' when it is a calendar day, else null. */
export function parseDayText(text: string): string | null {
  const match = dayPattern.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
