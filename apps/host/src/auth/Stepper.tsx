/** The sign-up steps, the current one marked for sight and for screen readers. */
export function Stepper({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol className="flex items-center gap-2 text-xs sm:text-sm">
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={`flex flex-1 items-center gap-1 ${index === current ? 'font-semibold text-brand' : 'text-secondary'}`}
        >
          <span
            aria-hidden="true"
            className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border ${index <= current ? 'border-brand bg-brand text-on-accent' : 'border-field-border'}`}
          >
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}
