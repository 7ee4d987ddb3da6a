import * as Popover from '@radix-ui/react-popover';
import { useId, useState } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import type { ReferenceOption } from '../types';

export interface MultiSelectProps {
  t: GridsTranslate;
  label: string;
  options: readonly ReferenceOption[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
}

/** A labelled button opening a searchable checkbox list of reference rows. */
export function MultiSelect({ t, label, options, chosen, onToggle }: MultiSelectProps) {
  const [term, setTerm] = useState('');
  const listId = useId();
  const needle = term.trim().toLowerCase();
  const shown = needle
    ? options.filter(
        (option) =>
          option.label.toLowerCase().includes(needle) || option.code?.toLowerCase().includes(needle),
      )
    : options;
  return (
    <Popover.Root onOpenChange={(open) => !open && setTerm('')}>
      <Popover.Trigger asChild>
        <button type="button" className="mga-button mga-multi" aria-haspopup="listbox">
          {label}
          {chosen.length > 0 && (
            <span className="mga-badge" title={t('{{count}} chosen', { count: chosen.length })}>
              {chosen.length}
            </span>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="mga-popover" align="start" sideOffset={4} aria-label={label}>
          <input
            className="mga-input"
            type="search"
            aria-label={t('Search options')}
            aria-controls={listId}
            placeholder={t('Search options')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <ul id={listId} className="mga-options">
            {shown.map((option) => (
              <li key={option.id}>
                <label className="mga-check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(option.id)}
                    onChange={() => onToggle(option.id)}
                  />
                  {option.label}
                  {option.code && option.code !== option.label && (
                    <span className="mga-muted">{option.code}</span>
                  )}
                </label>
              </li>
            ))}
            {!shown.length && <li className="mga-muted">{t('No options')}</li>}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
