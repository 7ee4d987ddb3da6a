import { useEffect, useRef, useState } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import type { AttendanceQuery } from '../types';

/** Spec 001 §9: the employee search waits 2 s after the last keystroke. */
export const searchDebounceMs = 2000;

interface EmployeeHeaderProps {
  t: GridsTranslate;
  search: string;
  orderBy: AttendanceQuery['orderBy'];
  onSearchChange: (text: string) => void;
  onOrderByChange: (order: AttendanceQuery['orderBy']) => void;
}

/** The Employees column header: its title, the search box and the code/name sort switch. */
export function EmployeeHeader({ t, search, orderBy, onSearchChange, onOrderByChange }: EmployeeHeaderProps) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const latest = useRef(onSearchChange);
  latest.current = onSearchChange;
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latest.current(text);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  // Grid keys (arrows, Space, Ctrl+A…) must not act while typing in the header.
  const keepKeys = (event: React.KeyboardEvent) => event.stopPropagation();
  return (
    <div className="mg-employee-header">
      <div className="mg-employee-header-title">
        <span>{t('Employees')}</span>
        <span className="mg-sort">
          {(['code', 'name'] as const).map((order) => (
            <button
              key={order}
              type="button"
              aria-pressed={orderBy === order}
              title={t(order === 'code' ? 'Sort by code' : 'Sort by name')}
              onClick={() => orderBy !== order && onOrderByChange(order)}
              onKeyDown={keepKeys}
            >
              {t(order === 'code' ? 'Code' : 'Name')}
            </button>
          ))}
        </span>
      </div>
      <input
        type="search"
        className="mg-search"
        placeholder={t('Search employees')}
        aria-label={t('Search employees')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keepKeys}
      />
    </div>
  );
}
