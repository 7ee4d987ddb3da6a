/** Whether a day field's value is a whole day ('yyyy-MM-dd'), not a text still being typed. */
export const isWholeDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text);
