import type { TxnDefinition } from '@muster/protocol';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';

interface ActionsMenuProps {
  actions: TxnDefinition[];
  onAction: (txn: TxnDefinition) => void;
  onExport: () => void;
  /** 'Bulk Upload' and 'Download Template', for a folder the user may create records of. */
  bulk?: { onUpload: () => void; onTemplate: () => void };
}

/** The folder's permitted txns, 'Export Folder' and its bulk upload (spec 000 §2 "Folder list tab"). */
export function ActionsMenu({ actions, onAction, onExport, bulk }: ActionsMenuProps) {
  const { t, locale } = useEngine();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="me-button">{t('Actions')}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="muster-engine me-menu" align="start" sideOffset={4}>
          {actions.map((txn) => (
            <DropdownMenu.Item key={txn.name} className="me-menu-item" onSelect={() => onAction(txn)}>
              {labelIn(txn.label, locale)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className="me-menu-item" onSelect={onExport}>
            {t('Export Folder')}
          </DropdownMenu.Item>
          {bulk && (
            <>
              <DropdownMenu.Item className="me-menu-item" onSelect={bulk.onUpload}>
                {t('Bulk Upload')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className="me-menu-item" onSelect={bulk.onTemplate}>
                {t('Download Template')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
