import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';
import type { ReferenceLink } from './referenced-by';

interface ReferencedByMenuProps {
  links: ReferenceLink[];
  onChoose: (link: ReferenceLink) => void;
}

/** A row's referenced-by links: each referring folder, named with its field when it has several. */
export function ReferencedByMenu({ links, onChoose }: ReferencedByMenuProps) {
  const { t, locale, definition } = useEngine();
  const label = (link: ReferenceLink) => {
    const folder = definition(link.folder);
    const sameFolder = links.filter((other) => other.folder === link.folder).length > 1;
    const field = folder?.fields.find((candidate) => candidate.name === link.field);
    const name = labelIn(folder?.label, locale) || link.folder;
    return sameFolder && field ? `${name} (${labelIn(field.label, locale)})` : name;
  };
  return (
    <DropdownMenu.Root>
      {/* an icon: the words in every row took a wide column of the same text */}
      <DropdownMenu.Trigger
        className="me-button me-button-quiet me-icon-button"
        aria-label={t('Referenced by')}
        title={t('Referenced by')}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M8.5 11.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="muster-engine me-menu" align="start" sideOffset={4}>
          {links.map((link) => (
            <DropdownMenu.Item
              key={`${link.folder}.${link.field}`}
              className="me-menu-item"
              onSelect={() => onChoose(link)}
            >
              {label(link)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
