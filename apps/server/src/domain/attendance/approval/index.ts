export { applyApproval } from './apply.js';
export { approvalOwnMessages, planApproval, planRejection, punchAwaitingTypes } from './rules.js';
