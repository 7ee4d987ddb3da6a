import { salaryStructureCopyTxn } from '@muster/protocol';
import { copyMessages, copySalaryStructure } from '../../domain/payroll/copy-structure.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope } from '../../engine/scope/index.js';
import { handleTxn } from '../types.js';

/** Copy (spec 000 §4): the structure and its payheads under a new code; answers the copy. */
export const txnSalaryStructuresCopy = handleTxn(
  salaryStructureCopyTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(
      server,
      session,
      salaryStructureCopyTxn.folder,
      salaryStructureCopyTxn.name,
    );
    const copy = await copySalaryStructure(server.db, {
      definition,
      id: params.id,
      env: session.env,
      scope: listScope(definition, session.env, txn.target_swhandle),
    });
    return { records: [JSON.stringify(copy)], message: copyMessages.done };
  },
);
