import { type Ranked, RankedRegistry, type TxnResult } from '@muster/folder-engine';
import type { AnyTxnSpec, FolderDefinition, TxnDefinition } from '@muster/protocol';
import type { ComponentType } from 'react';

type Row = Record<string, unknown>;

/** A list row that was clicked. */
export interface RowSubject {
  folder: string;
  definition: FolderDefinition | undefined;
  record: Row;
  /** The businesses the user may work for (a row's business handle is looked up there). */
  partners: readonly Row[];
}

/** What a row opens when it is not its update form: a tab's name. */
export interface RowOpenerEntry extends Ranked<RowSubject> {
  tab: (subject: RowSubject) => string;
}

/** A list action with a form, about to open. */
export interface ActionSubject {
  folder: string;
  txn: TxnDefinition;
  /** The protocol's declaration of a named txn (its `screen`), none for a catalogue family's. */
  declaration: AnyTxnSpec | undefined;
  /** The row it was started on, if any. */
  record: Row | undefined;
  /** The businesses the user may work for (a row's business handle is looked up there). */
  partners: readonly Row[];
}

/** Where an action asks for its params when not in its form tab: a tab's name. */
export interface ActionScreenEntry extends Ranked<ActionSubject> {
  tab: (subject: ActionSubject) => string;
}

/** A list action that has run. */
export interface ActionDoneSubject {
  txn: TxnDefinition;
  declaration: AnyTxnSpec | undefined;
}

export interface RevealProps {
  result: TxnResult;
  onClose: () => void;
}

/** What shows an action's reply once (a device's new key), the list otherwise showing nothing of it. */
export interface ActionRevealEntry extends Ranked<ActionDoneSubject> {
  Reveal: ComponentType<RevealProps>;
}

export const rowOpeners = new RankedRegistry<RowSubject, RowOpenerEntry>();
export const actionScreens = new RankedRegistry<ActionSubject, ActionScreenEntry>();
export const actionReveals = new RankedRegistry<ActionDoneSubject, ActionRevealEntry>();
