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
      <DropdownMenu.Trigger className="me-button me-button-quiet">{t('Referenced by')}</DropdownMenu.Trigger>
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
