/** spec 000 §5 and §9: every upload is under 1 MB. */
export const maxUploadBytes = 1_048_576;

/** Images and pdf unless the field says otherwise (bulk upload adds csv and xlsx). */
export const defaultAccept = ['image/*', 'application/pdf'];

export type FileProblem = 'File size should be less than 1mb' | 'This file type is not accepted';

const matches = (type: string, name: string, pattern: string) =>
  pattern.startsWith('.')
    ? name.toLowerCase().endsWith(pattern.toLowerCase())
    : pattern.endsWith('/*')
      ? type.startsWith(pattern.slice(0, -1))
      : type === pattern;

/** Why a chosen file cannot be sent, or null when it can. */
export function fileProblem(
  file: Pick<File, 'size' | 'type' | 'name'>,
  accept: readonly string[] = defaultAccept,
  maxBytes = maxUploadBytes,
): FileProblem | null {
  if (file.size >= Math.min(maxBytes, maxUploadBytes)) return 'File size should be less than 1mb';
  if (!accept.some((pattern) => matches(file.type, file.name, pattern)))
    return 'This file type is not accepted';
  return null;
}
