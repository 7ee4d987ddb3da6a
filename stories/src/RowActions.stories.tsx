import { FolderForm, FolderList } from '@muster/folder-engine';
import {
  FixtureEngine,
  fixtureDefinitions,
  fixtureEnv,
  MemoryTxnClient,
} from '@muster/folder-engine/testing';
import { type BusinessEnv, folderDefinitionSchema, type Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import invoicesJson from '../../apps/server/catalogue/invoices.json';

// The server catalogue's invoices: row txns with env and row permissions, approval_documents
// with a detail_actions column, and a base_row_actions column.
const definitions = [...fixtureDefinitions, folderDefinitionSchema.parse(invoicesJson)];

const viewers: Record<'provider' | 'partner', BusinessEnv> = {
  // The 'pe' provider group: its partners_id is pe_partners_id.
  provider: { ...fixtureEnv, isAdmin: true },
  partner: { ...fixtureEnv, isAdmin: true, partners_id: 'a0000000-0000-4000-8000-000000000002' },
};

const invoice = (n: number, status: string) => ({
  id: `f0000000-0000-4000-8000-00000000000${n}`,
  invoice_no: `INV-${n}`,
  status,
  payable_amount: 1000 * n,
  approval_documents: [
    {
      id: `d000000${n}-0000-4000-8000-000000000001`,
      doc_name: 'GST return',
      status: 'pending',
      attachment: [{ id: `f100000${n}-0000-4000-8000-000000000001`, original_filename: 'gst-return.pdf' }],
    },
    // Uploading it answers 'Please select file.' until a file is attached.
    { id: `d000000${n}-0000-4000-8000-000000000003`, doc_name: 'ESI challan', status: 'pending' },
    { id: `d000000${n}-0000-4000-8000-000000000002`, doc_name: 'PF challan', status: 'approved' },
  ],
  deleted: false,
  last_modified: '2025-01-01T00:00:00.000Z',
  creation_date: `2025-01-0${n}T00:00:00.000Z`,
});

interface RowActionsStoryProps {
  viewer: keyof typeof viewers;
  /** An invoice's approval documents (detail_actions) or the invoices list (base_row_actions). */
  view: 'documents' | 'list';
  locale: Locale;
}

/**
 * Row buttons filtered by row permissions (spec 000 §6): the provider reviews documents,
 * other partners upload them, and an approved row offers neither.
 */
function RowActionsStory({ viewer, view, locale }: RowActionsStoryProps) {
  const records = { invoices: [invoice(1, 'draft'), invoice(2, 'approved')] };
  return (
    <FixtureEngine
      client={new MemoryTxnClient(records)}
      definitions={definitions}
      env={viewers[viewer]}
      locale={locale}
    >
      {view === 'documents' ? (
        <FolderForm folder="invoices" mode="update" record={records.invoices[0]} />
      ) : (
        <FolderList folder="invoices" />
      )}
    </FixtureEngine>
  );
}

const meta = {
  title: 'Screens/Row actions',
  component: RowActionsStory,
  args: { viewer: 'provider', view: 'documents', locale: 'eng' },
  argTypes: {
    viewer: { control: 'inline-radio', options: ['provider', 'partner'] },
    view: { control: 'inline-radio', options: ['documents', 'list'] },
    locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] },
  },
} satisfies Meta<typeof RowActionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProviderReviewsDocuments: Story = {};
export const PartnerUploadsDocuments: Story = { args: { viewer: 'partner' } };
export const ProviderInvoiceList: Story = { args: { view: 'list' } };
export const PartnerInvoiceList: Story = { args: { viewer: 'partner', view: 'list' } };
export const PartnerDocumentsInFrench: Story = { args: { viewer: 'partner', locale: 'fr' } };
