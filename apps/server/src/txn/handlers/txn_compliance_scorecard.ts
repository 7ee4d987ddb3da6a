import { payrollMonthOfKey } from '@muster/payroll-rules';
import { complianceScorecardTxn } from '@muster/protocol';
import { contractorScorecards, scorecardContractors } from '../../domain/compliance/scorecard.js';
import { handleTxn } from '../types.js';

/** txn_compliance_scorecard (issue #33 item 6): each contractor's findings of a month, as the user may see them. */
export const txnComplianceScorecard = handleTxn(
  complianceScorecardTxn,
  async ({ params, session }, server) => {
    const contractors = await scorecardContractors(server.db, session.env);
    const cards = await contractorScorecards(
      server.db,
      contractors,
      payrollMonthOfKey(params.month),
      new Date(),
    );
    return { records: cards.map((card) => JSON.stringify(card)) };
  },
);
