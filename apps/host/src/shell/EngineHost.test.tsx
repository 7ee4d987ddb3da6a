import { FolderForm, TxnFailure, type TxnResult } from '@muster/folder-engine';
import {
  fixtureDefinitions,
  fixtureEnv,
  fixtureSettings,
  MemoryTxnClient,
} from '@muster/folder-engine/testing';
import { monthCloseMessages, type Txn } from '@muster/protocol';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n';
import { EngineHost } from './EngineHost';

/** The server's closed-month refusal (month-lock.ts): English words and month, its text beside them. */
const closedMonth = (txnName: string) =>
  new TxnFailure('This month is closed for Demo: November 2026', txnName, {
    kind: 'month_closed',
    text: { key: monthCloseMessages.monthClosed, values: { business: 'Demo', month: { month: '2026-11' } } },
  });

/** The fixture folders, every write refused as a closed month's would be. */
class ClosedMonthClient extends MemoryTxnClient {
  override async run<R = Record<string, unknown>>(txn: Txn): Promise<TxnResult<R>> {
    if (txn.client_props?.txn_op === 'C') throw closedMonth(txn.name);
    return super.run<R>(txn);
  }
}

const app = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../session/app-context', () => ({ useApp: () => app.current }));

const input = (field: string) => document.querySelector(`[data-field="${field}"] input`) as HTMLElement;

afterEach(() => {
  cleanup();
  chooseLanguage('eng');
});

describe('the engine inside the host', () => {
  it("shows a form's refusal in the user's language, in the form as in the toast (issue #27)", async () => {
    app.current = {
      client: new ClosedMonthClient(),
      settings: fixtureSettings(fixtureDefinitions, fixtureEnv),
    };
    chooseLanguage('fr');
    render(
      <EngineHost>
        <FolderForm folder="expenses" mode="create" />
      </EngineHost>,
    );
    const user = userEvent.setup();
    await user.type(input('title'), 'Taxi');
    await user.type(input('amount'), '42.5');
    await user.type(input('distance_km'), '12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce mois est clôturé pour Demo : novembre 2026',
    );
  });
});
