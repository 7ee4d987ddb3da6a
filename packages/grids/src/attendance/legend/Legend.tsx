import { memo } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import { type TypeTone, typeTone } from '../cells/cell-view';
import type { AttendanceReferences, ReferenceOption } from '../types';
import { type LegendFilter, type LegendGroup, toggleLegendItem } from './legend-filter';

interface LegendProps {
  t: GridsTranslate;
  references: AttendanceReferences;
  siteColors: ReadonlyMap<string, string>;
  designationColors: ReadonlyMap<string, string>;
  filter: LegendFilter;
  onChange: (filter: LegendFilter) => void;
}

interface ItemsProps {
  title: string;
  group: LegendGroup;
  /** A site or designation has its legend colour; a type shows its cell colours. */
  items: { id: string; label: string; color?: string; tone?: TypeTone }[];
  filter: LegendFilter;
  onChange: (filter: LegendFilter) => void;
}

function LegendItems({ title, group, items, filter, onChange }: ItemsProps) {
  return (
    <fieldset className="mg-legend-group">
      <legend>{title}</legend>
      {items.map((item) => (
        <label key={item.id} className="mg-legend-item">
          <input
            type="checkbox"
            checked={!filter[group].has(item.id)}
            onChange={() => onChange(toggleLegendItem(filter, group, item.id))}
          />
          <span
            className={item.tone ? `mg-swatch mg-tone-${item.tone}` : 'mg-swatch'}
            style={item.color ? { background: item.color } : undefined}
          />
          {item.label}
        </label>
      ))}
    </fieldset>
  );
}

const coloured = (options: readonly ReferenceOption[], colors: ReadonlyMap<string, string>) =>
  options.map((option) => ({ id: option.id, label: option.label, color: colors.get(option.id) }));

/**
 * Sites, designations and attendance types with their colours, and the two filter checkboxes.
 * Memoised: the grid re-renders on every block that arrives and every hovered cell, and the
 * legend's props (translator, references, colours, filter, setter) change far more rarely.
 */
export const Legend = memo(function Legend({
  t,
  references,
  siteColors,
  designationColors,
  filter,
  onChange,
}: LegendProps) {
  return (
    <section className="mg-legend" aria-label={t('Legend')}>
      <LegendItems
        title={t('Sites')}
        group="offSites"
        items={coloured(references.sites, siteColors)}
        filter={filter}
        onChange={onChange}
      />
      <LegendItems
        title={t('Designations')}
        group="offDesignations"
        items={coloured(references.designations, designationColors)}
        filter={filter}
        onChange={onChange}
      />
      <LegendItems
        title={t('Attendance types')}
        group="offTypes"
        items={references.attendanceTypes.map((type) => ({
          id: type.code,
          label: type.label === type.code ? type.code : `${type.code} ${type.label}`,
          tone: typeTone(type.code),
        }))}
        filter={filter}
        onChange={onChange}
      />
      <div className="mg-legend-switches">
        <label>
          <input
            type="checkbox"
            checked={filter.unapprovedOnly}
            onChange={(event) => onChange({ ...filter, unapprovedOnly: event.target.checked })}
          />
          {t('Unapproved')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={filter.hideUnselected}
            onChange={(event) => onChange({ ...filter, hideUnselected: event.target.checked })}
          />
          {t('Hide unselected')}
        </label>
      </div>
    </section>
  );
});
