import type { ProjectedRecord } from '@muster/protocol';
import { formatFieldValue } from '@muster/protocol';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useEngine } from '../../provider/context';

/** spec 000 §9: file previews are 100 px, 700 px on hover after 500 ms. */
export const previewSizes = { thumbnail: 100, enlarged: 700, delayMs: 500 } as const;

const imageName = /\.(png|jpe?g|gif|webp|bmp|svg)$/i;

/** The file route of DESIGN §2, which checks the session's scope. */
export const fileUrl = (record: ProjectedRecord) => `/files/${encodeURIComponent(record.id)}`;

/** An uploaded file: images as a thumbnail that enlarges on hover, other files as a link. */
export function FilePreview({ record }: { record: ProjectedRecord }) {
  const { locale } = useEngine();
  const name = formatFieldValue('file_upload', [record], { locale });
  const link = (
    <a className="me-link" href={fileUrl(record)} target="_blank" rel="noreferrer">
      {imageName.test(name) ? (
        <img src={fileUrl(record)} alt={name} width={previewSizes.thumbnail} className="me-thumbnail" />
      ) : (
        name
      )}
    </a>
  );
  if (!imageName.test(name)) return link;
  return (
    <Tooltip.Provider delayDuration={previewSizes.delayMs}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="muster-engine me-preview" side="right" sideOffset={8}>
            <img src={fileUrl(record)} alt={name} width={previewSizes.enlarged} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
