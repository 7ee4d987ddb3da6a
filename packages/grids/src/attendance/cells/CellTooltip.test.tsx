import '../testing/dom-setup';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gridsTranslator } from '../../i18n/translate';
import { editorReferences, testDay } from '../testing/test-cells';
import { CellTooltip } from './CellTooltip';
import { indexReferences } from './cell-view';

afterEach(cleanup);

const references = editorReferences();
const anchor = new DOMRect(10, 10, 40, 70);
const day = testDay(references, '2026-11-27', 'P');
const phonePunches = [
  { at: '2026-11-27T03:27:00.000Z', status: 'applied' as const, distance_m: 40 },
  { at: '2026-11-27T07:30:00.000Z', status: 'pending' as const, distance_m: 201 },
];

describe('the cell tooltip’s phone punches (issue #36)', () => {
  it('lists the day’s phone punches with their distance, one waiting for approval saying so', () => {
    render(
      <CellTooltip
        day={day}
        phonePunches={phonePunches}
        pending={null}
        references={indexReferences(references)}
        anchor={anchor}
        t={gridsTranslator('eng')}
      />,
    );
    expect(screen.getByText('Phone punches').nextSibling?.textContent).toBe(
      '08:57 (40 m) · 13:00, waiting for approval (201 m)',
    );
  });

  it('shows no phone row for a day punched at a terminal only, and speaks the interface language', () => {
    const { unmount } = render(
      <CellTooltip
        day={day}
        phonePunches={[]}
        pending={null}
        references={indexReferences(references)}
        anchor={anchor}
        t={gridsTranslator('eng')}
      />,
    );
    expect(screen.queryByText('Phone punches')).toBeNull();
    unmount();
    render(
      <CellTooltip
        day={day}
        phonePunches={phonePunches.slice(1)}
        pending={null}
        references={indexReferences(references)}
        anchor={anchor}
        t={gridsTranslator('fr')}
      />,
    );
    expect(screen.getByText('Pointages par téléphone').nextSibling?.textContent).toBe(
      '13:00, en attente d’approbation (201 m)',
    );
  });
});

describe('the cell tooltip’s history of a punch request (issue #29 item 5)', () => {
  it('names the officer who approved it, with the request as the entry’s title', () => {
    const approved = {
      ...day,
      exception: [
        {
          type: 'request' as const,
          description: 'out 18:30: forgot at the gate',
          edit_timestamp: '2026-11-28T04:00:00.000Z',
          attendance_code: 'P',
          working_minutes: 570,
          overtime_minutes: 30,
          by: 'ro1 Sourav Banerjee',
        },
      ],
    };
    render(
      <CellTooltip
        day={approved}
        phonePunches={[]}
        pending={null}
        references={indexReferences(references)}
        anchor={anchor}
        t={gridsTranslator('hin')}
      />,
    );
    const by = screen.getByText('पंच अनुरोध, ro1 Sourav Banerjee द्वारा स्वीकृत');
    expect(by.getAttribute('title')).toBe('out 18:30: forgot at the gate');
    expect(screen.getByText('28/11/2026 09:30')).toBeTruthy();
  });
});
