export { applyApproval } from './apply.js';
export { ApprovalParamsError, parseApproveParams, parseRejectParams } from './params.js';
export { type ApprovalStatus, approvalMessages, planApproval, planRejection } from './rules.js';
