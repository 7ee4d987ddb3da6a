import type { ColumnType, Generated } from 'kysely';

/** Columns every folder table has (DESIGN §4). */
interface RowBase {
  id: Generated<string>;
  deleted: Generated<boolean>;
  creation_date: Generated<Date>;
  last_modified: Generated<Date>;
}

type Loctext = Partial<Record<'eng' | 'fr' | 'hin' | 'ben', string>>;
type Json<T> = ColumnType<T, string, string>;

export interface PartnerGroupsTable extends RowBase {
  code: string;
  name: Json<Loctext> | null;
}
export interface PartnersTable extends RowBase {
  code: string;
  name: string;
  sw_handle: string;
  partner_type: string | null;
  partner_groups_id: string | null;
  /** The IANA zone of its days, months and financial years (migration 220). */
  time_zone: string;
}
export interface PersonsTable extends RowBase {
  first_name: Json<Loctext> | null;
  middle_name: Json<Loctext> | null;
  last_name: Json<Loctext> | null;
  email: string | null;
  phone: string | null;
  gender: string | null;
  birth_date: Date | null;
}
export interface GroupsTable extends RowBase {
  code: string;
  name: Json<Loctext> | null;
}
export interface FilesTable extends RowBase {
  /** Added by the catalogue's storage: the business the file was uploaded for. */
  partners_id: string | null;
  filepath: string;
  original_filename: string;
  md5sum: string;
  mime_type: string;
  size_bytes: number;
  /** Added by the catalogue's storage: the employee a file the server made (an export) is for; null for an upload. */
  made_for: string | null;
}
export interface EmployeesTable extends RowBase {
  partners_id: string;
  code: string;
  persons_id: string | null;
  employee_status: string | null;
  employee_type: string | null;
  joining_date: Date | null;
  password: string | null;
  groups_id: string[] | null;
  profile_picture: string | null;
}
export interface SessionsTable {
  /** sha-256 of the session key: a leaked table does not leak usable keys. */
  key_hash: string;
  employees_id: string;
  partners_id: string;
  env: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
}
export interface OneTimeCodesTable {
  id: Generated<string>;
  employees_id: string;
  purpose: 'sign_up' | 'recover';
  channel: 'email' | 'phone';
  /** sha-256 of the row id and the code: the table never holds a usable code. */
  code_hash: string;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Date;
  verified_at: Date | null;
  used_at: Date | null;
}
/** One clock punch; (employees_id, punched_at) is unique, so resent punches are ignored. */
export interface PunchesTable {
  id: Generated<string>;
  employees_id: string;
  devices_id: string | null;
  device_serial: string | null;
  punched_at: Date;
  /** Where the punch came from: 'device', 'mobile', 'request' (an approved punch request), 'seed'. */
  source: string;
  received_at: Generated<Date>;
  /** The approved punch request it was made from (source 'request'). */
  punch_requests_id: string | null;
}
/** A device's key, kept as a sha-256 hash, and the business whose employees it punches. */
export interface DeviceKeysTable {
  devices_id: string;
  partners_id: string;
  key_hash: string;
  created_at: Generated<Date>;
}

/** A punch from an employee's phone (migration 085): its evidence and its state. */
export interface PhonePunchesTable {
  id: string;
  partners_id: string;
  employees_id: string;
  sites_id: string;
  direction: 'in' | 'out';
  device_time: Date;
  punched_at: Date;
  device_sent_at: Date;
  received_at: Generated<Date>;
  clock_skew_s: number;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  distance_m: number | null;
  selfie_files_id: string | null;
  status: 'applied' | 'pending' | 'refused';
  reasons: string[];
  punches_id: string | null;
  decided_by: string | null;
  decided_at: Date | null;
}

/** One change of an audited record (migration 100), written by its table's trigger only. */
export interface AuditLogTable {
  seq: Generated<number>;
  partners_id: string | null;
  folder: string;
  record_id: string;
  part: string | null;
  part_id: string | null;
  op: 'insert' | 'update' | 'delete';
  /** Each changed column: `[from, to]` as JSON. */
  changes: Record<string, [unknown, unknown]>;
  done_by: string | null;
  txn: string | null;
  reason: string | null;
  done_at: Generated<Date>;
}

export interface Database {
  partner_groups: PartnerGroupsTable;
  partners: PartnersTable;
  persons: PersonsTable;
  groups: GroupsTable;
  files: FilesTable;
  employees: EmployeesTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  punches: PunchesTable;
  device_keys: DeviceKeysTable;
  phone_punches: PhonePunchesTable;
  audit_log: AuditLogTable;
}
