import { payrollMonthOfKey } from '@muster/payroll-rules';
import { complianceScorecardTxn, indianLawTimeZone } from '@muster/protocol';
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
      // A key names the month: each contractor's rows are read in its own zone (the loads of
      // domain/compliance/load), its today too; the month's instants only bound those reads a
      // day either side, and its dated rules are India's law's (protocol README, "statutory rates").
      payrollMonthOfKey(params.month, indianLawTimeZone),
      new Date(),
    );
    return { records: cards.map((card) => JSON.stringify(card)) };
  },
);
