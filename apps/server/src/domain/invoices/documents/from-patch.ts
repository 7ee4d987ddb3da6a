import type { PatchParams } from '@muster/protocol';

/** An approval document a patch names, with the status and file its row writes. */
export interface PatchedDocument {
  id: string;
  status: string | null;
  attachment: string | null;
}

/** A file_upload value as the form sends it: the picked files (`[{ id }]`), one id, or none. */
const fileOf = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  const id = (first as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : null;
};

/**
 * The documents of the patch the invoice form's detail row buttons send (spec 000 §7 'Invoice
 * approval': an update of the invoice whose `approval_documents` rows carry the status the
 * button's name sets and, for an upload, the attachment). The moves themselves are the
 * workflow's (move-documents.ts), so a patch never writes a status directly.
 */
export function documentsFromPatch(patch: PatchParams): PatchedDocument[] {
  return patch.rows.flatMap((row) => {
    const details = row.op === 'U' ? row.data.approval_documents : undefined;
    if (!Array.isArray(details)) return [];
    return details.flatMap((detail: { op?: unknown; key?: unknown; data?: Record<string, unknown> }) =>
      detail.op === 'U' && typeof detail.key === 'string'
        ? [
            {
              id: detail.key,
              status: typeof detail.data?.status === 'string' ? detail.data.status : null,
              attachment: fileOf(detail.data?.attachment),
            },
          ]
        : [],
    );
  });
}
