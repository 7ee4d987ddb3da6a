import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import type { EmployeeOption, SearchEmployees } from '../types';

interface EmployeeSearchSelectProps {
  id: string;
  value: EmployeeOption | null;
  onChange: (employee: EmployeeOption) => void;
  search: SearchEmployees;
  t: GridsTranslate;
  autoFocus?: boolean;
}

/** Spec 001 §5 "Search": 2 or more typed characters. */
export const minSearchLength = 2;
const searchDebounceMs = 300;

export const employeeLabel = (employee: EmployeeOption): string => `${employee.code} — ${employee.name}`;

type Found = { state: 'idle' } | { state: 'searching' } | { state: 'found'; employees: EmployeeOption[] };

/** Picks an employee by 'name or employee code'; replies to older texts are dropped. */
export function EmployeeSearchSelect({
  id,
  value,
  onChange,
  search,
  t,
  autoFocus,
}: EmployeeSearchSelectProps) {
  const [text, setText] = useState(value ? employeeLabel(value) : '');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const [active, setActive] = useState(0);
  const latest = useRef(0);
  const listId = `${id}-list`;
  const open = found.state !== 'idle' || (text.length > 0 && text.length < minSearchLength && !value);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (typed: string) => {
    setText(typed);
    setActive(0);
    clearTimeout(timer.current);
    latest.current += 1;
    const request = latest.current;
    if (typed.trim().length < minSearchLength) {
      setFound({ state: 'idle' });
      return;
    }
    setFound({ state: 'searching' });
    timer.current = setTimeout(() => {
      search(typed.trim()).then(
        (employees) => request === latest.current && setFound({ state: 'found', employees }),
        () => request === latest.current && setFound({ state: 'found', employees: [] }),
      );
    }, searchDebounceMs);
  };

  const choose = (employee: EmployeeOption) => {
    latest.current += 1;
    setText(employeeLabel(employee));
    setFound({ state: 'idle' });
    onChange(employee);
  };

  const employees = found.state === 'found' ? found.employees : [];
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (employees.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + employees.length) % employees.length);
      return;
    }
    const highlighted = employees[active];
    if (event.key === 'Enter' && !event.ctrlKey && highlighted) {
      event.preventDefault();
      // The Enter also reaches the form, which moves on to the next field.
      choose(highlighted);
    }
  };

  return (
    <div className="mg-search-select">
      <input
        id={id}
        className="me-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={employees[active] ? `${listId}-${active}` : undefined}
        placeholder={t('name or employee code')}
        value={text}
        // biome-ignore lint/a11y/noAutofocus: a new row's popup starts at its employee.
        autoFocus={autoFocus}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
      />
      {open && (
        <div id={listId} role="listbox" className="me-options mg-search-options">
          {found.state === 'idle' && <span className="me-hint">{t('Type at least 2 characters')}</span>}
          {found.state === 'searching' && <span className="me-hint">{t('Searching...')}</span>}
          {found.state === 'found' && employees.length === 0 && (
            <span className="me-hint">{t('No employees found')}</span>
          )}
          {employees.map((employee, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox takes the keys (arrows, Enter) for its options.
            <div
              key={employee.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="me-option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(employee)}
            >
              {employeeLabel(employee)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
