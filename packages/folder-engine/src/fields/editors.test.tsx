import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldPlayground } from '../testing/FieldPlayground';
import { fixtureEnv, fixtureRecords } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';
import type { FieldEditorProps } from './kind';

afterEach(cleanup);

const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
const sentValue = (client: MemoryTxnClient) =>
  (client.store.log.at(-1)?.params as { rows: { data: { value: unknown } }[] } | undefined)?.rows[0]?.data
    .value;

/** The browser's calendar behind a day field's button: it holds the bounds and what is picked. */
const picker = () => document.querySelector('[data-field="value"] input[type="date"]') as HTMLInputElement;

function playground(
  type: Parameters<typeof FieldPlayground>[0]['type'],
  state: Parameters<typeof FieldPlayground>[0]['state'] = 'empty',
) {
  const client = new MemoryTxnClient(fixtureRecords());
  render(<FieldPlayground type={type} state={state} client={client} />);
  return { client, user: userEvent.setup(), input: () => screen.getByLabelText('Value') as HTMLInputElement };
}

describe('password editor', () => {
  it('limits input to 6–20 characters, shows the strength band and the rule message', async () => {
    const { user, input } = playground('password');
    expect(input().minLength).toBe(6);
    expect(input().maxLength).toBe(20);
    await user.type(input(), 'abcdef');
    expect(screen.getByTestId('password-strength').textContent).toBe('Weak');
    await save();
    expect(await screen.findByText(/^password should have at least 8 characters/)).toBeTruthy();
    await user.clear(input());
    await user.type(input(), 'Abc@12345678');
    expect(screen.getByTestId('password-strength').textContent).toBe('Strong');
  });
});

describe('text editors', () => {
  it("take at most their type's default number of characters (text 500, textarea 5000, each language of a loctext 500)", () => {
    expect(playground('text').input().maxLength).toBe(500);
    cleanup();
    expect(playground('textarea').input().maxLength).toBe(5000);
    cleanup();
    playground('loctext');
    expect((screen.getByLabelText('English') as HTMLInputElement).maxLength).toBe(500);
  });
});

describe('number editors', () => {
  it('send null for an empty number and keep floats to two decimals', async () => {
    const { client, user, input } = playground('float', 'filled');
    expect(input().value).toBe('12.50');
    expect(input().step).toBe('0.01');
    await user.clear(input());
    await save();
    await waitFor(() => expect(sentValue(client)).toBeNull());
  });

  it('stores a float as the two decimals it shows', async () => {
    const { client, user, input } = playground('float');
    await user.type(input(), '12.345');
    await user.tab();
    expect(input().value).toBe('12.35');
    await save();
    await waitFor(() => expect(sentValue(client)).toBe(12.35));
  });

  it("refuses a fraction in an int with 'Invalid Input'", async () => {
    const { user, input } = playground('int');
    await user.type(input(), '4.5');
    await save();
    expect(
      within(document.querySelector('[data-field="value"]') as HTMLElement).getByRole('alert').textContent,
    ).toBe('Invalid Input');
  });
});

describe('timestamp editor', () => {
  // spec 000 §5's 'no earlier than Nov 2024' bounds the date switchers, never a record's own dates
  it("stores the IST day as an instant, a record's day before Nov 2024 too", async () => {
    const { client, input } = playground('timestamp');
    expect(picker().min).toBe('');
    fireEvent.change(input(), { target: { value: '13/12/2020' } });
    await save();
    await waitFor(() => expect(sentValue(client)).toBe('2020-12-12T18:30:00.000Z'));
    cleanup();
    playground('timestamp', 'invalid');
    expect(screen.getByRole('alert').textContent).toBe('Invalid Input');
  });

  it('is typed and shown as dd/MM/yyyy whatever the browser language, the calendar picking too', async () => {
    const { client, input } = playground('timestamp');
    expect(input().placeholder).toBe('dd/mm/yyyy');
    fireEvent.change(input(), { target: { value: '10/03/20' } });
    expect(input().value).toBe('10/03/20');
    fireEvent.change(picker(), { target: { value: '2025-04-02' } });
    expect(input().value).toBe('02/04/2025');
    await save();
    await waitFor(() => expect(sentValue(client)).toBe('2025-04-01T18:30:00.000Z'));
  });

  it('shows dd/MM/yyyy when read-only', () => {
    playground('timestamp', 'read-only');
    expect(screen.getByText('15/01/2025')).toBeTruthy();
  });

  // Issue #28 item 2: the day shown is the signed-in business's (`env.time_zone`): the sample,
  // 18:30 UTC on 14 January, is still the 14th in Dubai (22:30) though the 15th in IST
  it("shows the day of the business's zone", () => {
    render(
      <FieldPlayground type="timestamp" state="read-only" env={{ ...fixtureEnv, time_zone: 'Asia/Dubai' }} />,
    );
    expect(screen.getByText('14/01/2025')).toBeTruthy();
  });

  it("stores a typed day as its midnight in the business's zone", async () => {
    const client = new MemoryTxnClient(fixtureRecords());
    const dubai = { ...fixtureEnv, time_zone: 'Asia/Dubai' };
    render(<FieldPlayground type="timestamp" state="empty" client={client} env={dubai} />);
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '13/12/2020' } });
    await save();
    await waitFor(() => expect(sentValue(client)).toBe('2020-12-12T20:00:00.000Z'));
  });
});

describe('tsrange editor', () => {
  it('counts inclusive days and sends an exclusive end', async () => {
    const { client } = playground('tsrange');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10/03/2025' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '12/03/2025' } });
    expect(screen.getByText('3 days')).toBeTruthy();
    await save();
    await waitFor(() =>
      expect(sentValue(client)).toEqual(['2025-03-09T18:30:00.000Z', '2025-03-12T18:30:00.000Z']),
    );
  });
});

describe('shift_range editor', () => {
  it('pushes an end before the start to the next day', async () => {
    const { client } = playground('shift_range');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '06:00' } });
    await save();
    await waitFor(() => expect(sentValue(client)).toEqual([1320, 1800]));
  });
});

describe('loctext and dow_type editors', () => {
  it('edit ben, eng and hin and send only written languages', async () => {
    const { client, user } = playground('loctext');
    await user.type(screen.getByLabelText('English'), 'Store');
    await save();
    await waitFor(() => expect(sentValue(client)).toEqual({ eng: 'Store' }));
  });

  it('number days from Monday 0 to Sunday 6', async () => {
    const { client, user, input } = playground('dow_type');
    expect([...(input() as unknown as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    await user.selectOptions(input(), 'Sunday');
    await save();
    await waitFor(() => expect(sentValue(client)).toBe(6));
  });
});

describe('docpicker editor', () => {
  it("asks for 2 characters on employee pickers, searches after 1 s, hides deleted records, offers no 'Select All'", async () => {
    const { client, user } = playground('docpicker');
    await user.click(screen.getByRole('button', { name: 'Value' }));
    expect(screen.getByRole('status').textContent).toBe('Type to Search..');
    await user.type(screen.getByRole('searchbox'), 'S');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(client.store.log.some((txn) => txn.name === 'txn_employees_list')).toBe(false);
    await user.type(screen.getByRole('searchbox'), 'ha');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 2500 });
    expect(screen.queryByText('Esha Roy')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select All' })).toBeNull();
    const txn = client.store.log.find((sent) => sent.name === 'txn_employees_list');
    expect(txn?.params).toMatchObject({
      filters: {
        filterInput: expect.arrayContaining([
          expect.objectContaining({
            filterInput: expect.arrayContaining([
              expect.objectContaining({ path: 'name', operator: 'ilike', value: 'Sha' }),
              expect.objectContaining({ path: 'code', operator: 'ilike', value: 'Sha' }),
            ]),
          }),
        ]),
      },
    });
    await user.click(screen.getByRole('option', { name: 'Asha Rao' }));
    await save();
    await waitFor(() => expect(sentValue(client)).toEqual([{ id: 'e0000000-0000-4000-8000-000000000000' }]));
  });

  it("says 'no record found' when nothing matches", async () => {
    const { user } = playground('docpicker');
    await user.click(screen.getByRole('button', { name: 'Value' }));
    await user.type(screen.getByRole('searchbox'), 'zz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('no record found'), {
      timeout: 2500,
    });
  });
});

describe('file_upload editor', () => {
  it("refuses a file of 1 MB with 'File size should be less than 1mb' and uploads a small pdf", async () => {
    const uploadFile = vi.fn(async (file: File) => ({
      id: 'f0000000-0000-4000-8000-000000000002',
      original_filename: file.name,
    }));
    render(<FieldPlayground type="file_upload" state="empty" uploadFile={uploadFile} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Value') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(1_048_576)], 'big.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('File size should be less than 1mb');
    expect(uploadFile).not.toHaveBeenCalled();
    await user.upload(input, new File(['%PDF'], 'note.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('note.pdf')).toBeTruthy();
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), 'playground');
  });
});

function Shouting({ id, value, onChange }: FieldEditorProps<string | null>) {
  return (
    <input
      id={id}
      data-testid="shouting"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
    />
  );
}

describe('file previews', () => {
  it('show an image as a 100 px thumbnail and other files as a link, fetched with the session', async () => {
    const uploadFile = vi.fn(async (file: File) => ({
      id: `f0000000-0000-4000-8000-00000000000${file.name.length}`,
      original_filename: file.name,
    }));
    // the host's fetchFile sends the session; the preview shows an object URL of the bytes
    const fetchFile = vi.fn(async (id: string) => new Blob([id]));
    const objectUrls = vi.fn((blob: Blob) => `blob:preview/${blob.size}`);
    Object.assign(URL, { createObjectURL: objectUrls, revokeObjectURL: vi.fn() });
    render(
      <FieldPlayground type="file_upload" state="empty" uploadFile={uploadFile} fetchFile={fetchFile} />,
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Value'), new File(['png'], 'photo.png', { type: 'image/png' }));
    const image = (await screen.findByAltText('photo.png')) as HTMLImageElement;
    expect(image.width).toBe(100);
    expect(fetchFile).toHaveBeenCalledWith('f0000000-0000-4000-8000-000000000009');
    expect(image.getAttribute('src')).toBe('blob:preview/36');
    expect(image.closest('a')?.getAttribute('href')).toBe('blob:preview/36');
    await user.upload(
      screen.getByLabelText('Value'),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );
    const link = await screen.findByRole('link', { name: 'a.pdf' });
    expect(fetchFile).toHaveBeenCalledWith('f0000000-0000-4000-8000-000000000005');
    expect(link.getAttribute('download')).toBe('a.pdf');
    // never a link to the files route itself, which answers nothing without the session
    expect(document.querySelector('a[href^="/files"], img[src^="/files"]')).toBeNull();
  });

  it('show only the name when the host gives no way to fetch files', async () => {
    const uploadFile = vi.fn(async (file: File) => ({
      id: 'f0000000-0000-4000-8000-000000000009',
      original_filename: file.name,
    }));
    render(<FieldPlayground type="file_upload" state="empty" uploadFile={uploadFile} />);
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Value'), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('photo.png')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('custom editors', () => {
  it('replace a type’s editor in one call and keep its checks', async () => {
    const client = new MemoryTxnClient(fixtureRecords());
    render(<FieldPlayground type="text" state="mandatory" client={client} editors={{ text: Shouting }} />);
    await userEvent.setup().type(screen.getByTestId('shouting'), 'quiet');
    await save();
    await waitFor(() => expect(sentValue(client)).toBe('QUIET'));
  });
});
