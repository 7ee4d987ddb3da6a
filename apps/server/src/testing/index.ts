export { payrollMonthOf } from '@muster/payroll-rules';
export { approveDemoMonth } from '../app/seed/approve-attendance.js';
export { demoSignIn } from '../app/seed/demo.js';
export { terminalDayLines } from '../app/seed/terminal-punches.js';
export { AdmsTerminal, type TerminalAnswer, type TerminalCommand } from './adms-terminal.js';
export { createDemoDatabase } from './demo-template.js';
export { TestChannel } from './test-channel.js';
export {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  testServerConfig,
} from './test-database.js';
export {
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from './test-server.js';
