import {
  type FieldDefinition,
  type FolderDefinition,
  gstinCheckCharacter,
  type IdentifierKind,
  textMaxLength,
} from '@muster/protocol';
import type { Catalogue } from '../../catalogue/index.js';
import { type Row, records, type WriteKit, written } from './test-kit.js';

/** The sample text, or one still unique by its counter cut to the field's length (a 20-character designation). */
const withinLength = (text: string, counterFirst: string, length: number | undefined) =>
  length === undefined || text.length <= length ? text : counterFirst.slice(0, length);

// Types the server fills or draws itself; a generic record leaves them out.
const serverTypes = new Set([
  'created_by',
  'txn_state',
  'file',
  'progress',
  'base_row_actions',
  'detail_actions',
]);

let counter = 0;

/**
 * A text default (`'created'`), else the first quoted choice a valid_expr compares the field
 * with (`row.gender == 'male' || …`), else its first quoted choice, else a number it compares
 * to with ==, else the least it allows (`row.radius_m >= 10`).
 */
function choiceIn(field: FieldDefinition): string | number | undefined {
  const preset = field.default_value?.match(/^'([^']+)'$/)?.[1];
  if (preset) return preset;
  // the field's own comparison first: a rule may name another field's values before it
  const own = field.valid_expr?.match(new RegExp(`row\\.${field.name}\\s*==\\s*'([^']+)'`))?.[1];
  if (own) return own;
  const quoted = field.valid_expr?.match(/'([^']+)'/)?.[1];
  if (quoted) return quoted;
  const equal = field.valid_expr?.match(/==\s*(\d+)/)?.[1];
  const least = field.valid_expr?.match(new RegExp(`row\\.${field.name}\\s*>=\\s*(\\d+)`))?.[1];
  const number = equal ?? least;
  return number === undefined ? undefined : Number(number);
}

/**
 * An optional field whose rule first admits it empty (`row.x == null || …`, `isEmpty(row.x) || …`,
 * `!row.x || …`): what follows names the rows it belongs on (a declaration's rent months on a
 * rent row only), which a record built field by field cannot know, so it is left empty.
 */
function emptyByRule(field: FieldDefinition): boolean {
  if (field.mandatory_expr === 'true' || !field.valid_expr) return false;
  const name = `row\\.${field.name}\\b`;
  return new RegExp(`^\\s*(${name}\\s*==\\s*null|isEmpty\\(${name}\\)|!${name})\\s*\\|\\|`).test(
    field.valid_expr,
  );
}

/**
 * Builds a record any folder of the catalogue accepts, from its definition alone: a value
 * of each field's type that meets its valid_expr, references to existing records (created
 * the same way when the referenced folder has none).
 */
export class SampleRecords {
  constructor(
    private readonly kit: WriteKit,
    private readonly catalogue: Catalogue,
    private readonly user = 'admin',
  ) {}

  async record(definition: FolderDefinition): Promise<Row> {
    return this.values(definition.fields);
  }

  private async values(fields: readonly FieldDefinition[]): Promise<Row> {
    const data: Row = {};
    for (const field of fields) {
      // a default computed from the row (leave_minutes from its half day) is the server's to fill
      const computedDefault = /\brow\./.test(field.default_value ?? '');
      const serverFilled = field.readonly_expr === 'true' || field.name === 'partners_id' || computedDefault;
      if (field.fieldOnlyView || serverTypes.has(field.type) || serverFilled || emptyByRule(field)) continue;
      data[field.name] = await this.value(field);
    }
    return data;
  }

  private async value(field: FieldDefinition): Promise<unknown> {
    counter += 1;
    const choice = choiceIn(field);
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (field.identifier) return identifierSamples[field.identifier];
        if (typeof choice === 'string') return choice;
        return withinLength(`${field.name}-${counter}`, `${counter}-${field.name}`, textMaxLength(field));
      case 'password':
        return 'Sample@123';
      case 'number':
      case 'numeric':
      case 'float':
      case 'int':
        return typeof choice === 'number' ? choice : 1;
      case 'boolean':
        return false;
      case 'timestamp':
        return '2026-11-10T00:00:00.000Z';
      case 'tsrange':
        return ['2026-11-10T00:00:00.000Z', '2026-11-11T00:00:00.000Z'];
      case 'interval':
      case 'shift_range':
        return [540, 1080];
      case 'loctext':
        return {
          eng: `Sample ${counter}`,
          fr: `Exemple ${counter}`,
          hin: `नमूना ${counter}`,
          ben: `নমুনা ${counter}`,
        };
      case 'uuid':
        return crypto.randomUUID();
      case 'source_type':
        return 'employees';
      case 'json':
        return { sample: counter };
      case 'nsp':
        return { earnings: { basic: counter } };
      case 'dow_type':
        return 6;
      case 'docpicker':
      case 'file_upload':
        return [{ id: await this.existing(field.source?.folder as string) }];
      case 'detail':
        return [{ op: 'C', data: await this.values(field.fields ?? []) }];
      default:
        throw new Error(`no sample for field type ${field.type}`);
    }
  }

  /** An existing record of a folder, created generically when there is none. */
  async existing(folder: string): Promise<string> {
    const [found] = await this.kit.list(this.user, folder, ['id'], []);
    if (found) return found.id as string;
    const definition = this.catalogue.folders.get(folder) as FolderDefinition;
    return written(
      await this.kit.write(this.user, folder, 'create', [{ op: 'C', data: await this.record(definition) }]),
    ).id;
  }
}

/** A valid value of each identifier a field may name (protocol's identifiers.ts checks them). */
const identifierSamples: Record<IdentifierKind, string> = {
  uan: '100000000001',
  esic_ip: '1000000001',
  pan: 'ABCPE1234F',
  ifsc: 'HDFC0001234',
  gstin: `19ABCPE1234F1Z${gstinCheckCharacter('19ABCPE1234F1Z')}`,
  tan: 'CALS12345E',
  time_zone: 'Asia/Kathmandu',
};

/** A field an update can change for any user with the write permission, and its new value. */
export function changeFor(definition: FolderDefinition): { field: string; value: unknown } | null {
  const editable = definition.fields.filter(
    (field) => !field.editNotAllowed && !field.readonly_expr && !field.valid_expr && !field.fieldOnlyView,
  );
  const text = editable.find(
    (field) => (field.type === 'text' || field.type === 'textarea') && !field.identifier,
  );
  if (text) return { field: text.name, value: `changed ${text.name}`.slice(0, textMaxLength(text)) };
  const loctext = editable.find((field) => field.type === 'loctext');
  if (loctext)
    return { field: loctext.name, value: { eng: 'Changed', fr: 'Modifié', hin: 'बदला', ben: 'বদলানো' } };
  return null;
}

export { records };
