import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldPlayground } from '../../testing/FieldPlayground';
import { MemoryTxnClient } from '../../testing/memory-client';

afterEach(cleanup);

const sentValue = (client: MemoryTxnClient) =>
  (client.store.log.at(-1)?.params as { rows: { data: { value: unknown } }[] } | undefined)?.rows[0]?.data
    .value;

describe('uuid editor', () => {
  it('keeps a pasted id in lower case, as the server stores and returns it', async () => {
    const client = new MemoryTxnClient();
    render(<FieldPlayground type="uuid" state="empty" client={client} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Value') as HTMLInputElement;
    await user.click(input);
    await user.paste(' 3F2B8C1E-5A4D-4E6F-9B7A-1C2D3E4F5A6B ');
    expect(input.value).toBe('3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentValue(client)).toBe('3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b'));
  });
});
