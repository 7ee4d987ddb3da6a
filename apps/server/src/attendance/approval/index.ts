export { applyApproval } from './apply.js';
export { ApprovalParamsError, parseApproveParams, parseRejectParams } from './params.js';
export { approvalOwnMessages, planApproval, planRejection } from './rules.js';
