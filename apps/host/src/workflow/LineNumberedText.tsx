import { useRef } from 'react';

interface LineNumberedTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Line numbers (1-based) with a problem, and its text for the gutter's title. */
  problems: ReadonlyMap<number, string>;
}

/** A text editor with a gutter of line numbers; a line with a problem is marked red. */
export function LineNumberedText({ label, value, onChange, problems }: LineNumberedTextProps) {
  const gutter = useRef<HTMLDivElement>(null);
  const lines = value.split('\n').length;
  return (
    <div className="flex h-80 overflow-hidden rounded-md border border-outline font-mono text-sm leading-6">
      <div
        ref={gutter}
        aria-hidden="true"
        className="min-w-14 select-none overflow-hidden bg-page px-2 py-2 text-right text-secondary"
      >
        {Array.from({ length: lines }, (_, index) => {
          const line = index + 1;
          const problem = problems.get(line);
          return (
            <div key={line} title={problem} className={problem ? 'font-bold text-error' : undefined}>
              {problem ? `● ${line}` : line}
            </div>
          );
        })}
      </div>
      <textarea
        aria-label={label}
        value={value}
        spellCheck={false}
        wrap="off"
        onChange={(event) => onChange(event.target.value)}
        onScroll={(event) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
        className="flex-1 resize-none p-2 outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset"
      />
    </div>
  );
}
