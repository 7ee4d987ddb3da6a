import type { ProjectedRecord } from '@muster/protocol';
import { formatReference } from '@muster/protocol';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useEngine } from '../../provider/context';
import { useFileUrl } from './use-file-url';

/** spec 000 §9: file previews are 100 px, 700 px on hover after 500 ms. */
export const previewSizes = { thumbnail: 100, enlarged: 700, delayMs: 500 } as const;

const imageName = /\.(png|jpe?g|gif|webp)$/i;

/**
 * An uploaded file: images as a thumbnail that enlarges on hover, other files as a link that
 * downloads them. The bytes come through the host's `fetchFile` with the user's session (the
 * files route answers no bare link, DESIGN §6 'Files'); until they have come, the name shows.
 */
export function FilePreview({ record }: { record: ProjectedRecord }) {
  const { locale } = useEngine();
  const name = formatReference([record], { locale });
  const url = useFileUrl(record.id);
  const image = imageName.test(name) || String(record.mime_type ?? '').startsWith('image/');
  const link = url ? (
    <a className="me-link" href={url} download={name} target="_blank" rel="noreferrer">
      {image ? <img src={url} alt={name} width={previewSizes.thumbnail} className="me-thumbnail" /> : name}
    </a>
  ) : (
    <span className="me-link">{name}</span>
  );
  if (!image || !url) return link;
  return (
    <Tooltip.Provider delayDuration={previewSizes.delayMs}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="muster-engine me-preview" side="right" sideOffset={8}>
            <img src={url} alt={name} width={previewSizes.enlarged} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
