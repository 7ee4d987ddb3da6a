import { useId, useState } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import type { EmployeeOption } from '../types';

interface RegisterEmployeeListProps {
  employees: readonly EmployeeOption[];
  /** The index of the employee shown. */
  current: number;
  onPick: (index: number) => void;
  t: GridsTranslate;
}

/** Every word must be in the name or the code, as the list txn searches (spec 001 §2 "Filter panel"). */
export function matchesEmployee(employee: EmployeeOption, text: string): boolean {
  const haystack = `${employee.code} ${employee.name}`.toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/** The register's searchable employee list, its count in the header (spec 001 §2). */
export function RegisterEmployeeList({ employees, current, onPick, t }: RegisterEmployeeListProps) {
  const [text, setText] = useState('');
  const headingId = useId();
  const listed = employees.flatMap((employee, index) =>
    matchesEmployee(employee, text) ? [{ employee, index }] : [],
  );
  return (
    <section className="mg-register-employees" aria-labelledby={headingId}>
      <h3 id={headingId} className="mg-register-heading">
        {t('Employees')} <span className="mg-register-count">{listed.length}</span>
      </h3>
      <input
        className="me-input"
        type="search"
        aria-label={t('name or employee code')}
        placeholder={t('name or employee code')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ul className="mg-register-employee-list">
        {listed.map(({ employee, index }) => (
          <li key={employee.id}>
            <button
              type="button"
              className="mg-register-employee"
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onPick(index)}
            >
              <span className="mg-muted">{employee.code}</span> {employee.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
