const actedAtFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When an action was taken, as an IST date and time (dd/MM/yyyy, HH:mm; spec 000 §5 dates). */
export const actedAt = (instant: string): string => actedAtFormat.format(new Date(instant));
