export { applyApproval } from './apply.js';
export { approvalOwnMessages, planApproval, planRejection } from './rules.js';
