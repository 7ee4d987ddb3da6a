import { useEngine } from '../../provider/context';

/** A progress bar with its percent, or 'Completed' at 100 once the work is done (spec 000 §4). */
export function ProgressBar({ id, percent, done }: { id?: string; percent: number; done: boolean }) {
  const { t } = useEngine();
  const shown = done ? 100 : Math.round(percent);
  return (
    <div className="me-progress">
      <progress id={id} max={100} value={shown} />
      <span>{done ? t('Completed') : `${shown}%`}</span>
    </div>
  );
}
