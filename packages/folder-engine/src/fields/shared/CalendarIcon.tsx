/**
 * A calendar drawn inline: the 📅 emoji showed as an empty box where the system has no
 * colour emoji font (Debian's Chromium without fonts-noto-color-emoji).
 */
export function CalendarIcon({ size = 16 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
    </svg>
  );
}
