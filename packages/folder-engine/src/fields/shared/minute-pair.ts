const minutesPerDay = 1440;

/** 'HH:MM' to minutes past midnight; throws on anything else. */
export function clockToMinutes(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new Error('Invalid input format');
  return hours * 60 + minutes;
}

/** A start and end clock as the wire's minute pair: an end not after the start is the next day. */
export function toMinutePair(start: string, end: string): [number, number] {
  const from = clockToMinutes(start);
  const to = clockToMinutes(end);
  return [from, to <= from ? to + minutesPerDay : to];
}

export const minutesToClock = (minutes: number): string => {
  const inDay = minutes % minutesPerDay;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};
